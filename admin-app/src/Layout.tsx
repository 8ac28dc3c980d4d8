import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, type LayoutProps } from 'react-admin';
import { Box } from '@mui/material';
import { BrandTitle } from './brand/Logo';

function ConsoleAppBar() {
  return (
    <AppBar color="primary">
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', mr: 2 }}>
        <BrandTitle />
      </Box>
      <TitlePortal sx={{ opacity: 0.9 }} />
    </AppBar>
  );
}

export function ConsoleLayout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  return (
    <Layout {...props} appBar={ConsoleAppBar}>
      {children}
    </Layout>
  );
}
