import AddIcon from '@mui/icons-material/Add';
import { Button, useSimpleFormIterator } from 'react-admin';

/** The add-row button of the list editors, with a visible label (the default one is an icon). */
export function AddRowButton({ label, defaults }: { label: string; defaults?: Record<string, unknown> }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={label} variant="outlined" onClick={() => add(defaults)} sx={{ mt: 1 }}>
      <AddIcon />
    </Button>
  );
}

/** The list editors' remove buttons stay visible (react-admin shows them on hover only). */
export const ALWAYS_SHOW_REMOVE = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;
