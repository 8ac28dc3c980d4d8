import { useEffect, useState } from 'react';
import { Alert, Autocomplete, Box, Stack, TextField } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Button, Confirm, useCanAccess, useCreate, useNotify, useRedirect, useRequireAccess, useTranslate } from 'react-admin';
import type { ProductCountryJson, ProductJson } from '@iprenew/models/browser';
import { fieldErrorsOf, serverMessageOf } from '../common/api';
import { PageCard } from '../common/PageCard';
import { fetchAvailableCountries } from './productApi';
import { useCountryName } from '../configuration/useCountryChoices';

/**
 * Add new product (`product/add-new`, Super Admin only: CAT-20, CAT-21, ACL-31): a country without a
 * product, 'Are you sure to create a new product ?', then POST /api/admin/products {country_id}; the
 * new product opens on its detail to be priced.
 */
export function ProductCreate() {
  // Hiding the menu entry is not the check: an admin who opens the address is sent to access-denied.
  useRequireAccess({ resource: 'products', action: 'create' });
  const { canAccess } = useCanAccess({ resource: 'products', action: 'create' });
  return canAccess ? <AddProductForm /> : null;
}

function AddProductForm() {
  const translate = useTranslate();
  const countryOf = useCountryName();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create, { isPending }] = useCreate<ProductJson>();
  const [countries, setCountries] = useState<ProductCountryJson[] | null>(null);
  const [country, setCountry] = useState<ProductCountryJson | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchAvailableCountries()
      .then(setCountries)
      .catch((e: unknown) => {
        setCountries([]);
        notify(serverMessageOf(e) ?? 'products:countries_fail', { type: 'error' });
      });
  }, [notify]);

  const add = () => {
    if (!country) return;
    create(
      'products',
      { data: { country_id: country.id } },
      {
        onSuccess: (product) => {
          setConfirming(false);
          notify('products:add_success', { type: 'success' });
          redirect('show', 'products', product.id);
        },
        onError: (e: unknown) => {
          setConfirming(false);
          const detail = Object.values(fieldErrorsOf(e) ?? {})[0] ?? null;
          setError(detail);
          notify(serverMessageOf(e) ?? 'products:add_fail', { type: 'error' });
        },
      },
    );
  };

  return (
    <PageCard titleKey="products:create.title" subtitleKey="products:create.intro" icon={<AddBusinessIcon color="primary" />}>
      {countries && countries.length === 0 ? <Alert severity="info">{translate('products:create.none_left')}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Autocomplete
          options={countries ?? []}
          loading={countries === null}
          value={country}
          onChange={(_e, value) => {
            setCountry(value);
            setError(null);
          }}
          getOptionLabel={(c) => `${countryOf(c.name, c.iso2)} (${c.iso2})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          sx={{ flex: 1, minWidth: 280 }}
          renderInput={(params) => (
            <TextField {...params} size="small" label={translate('products:create.country')} required error={Boolean(error)} helperText={error ?? ' '} />
          )}
        />
        <Box sx={{ pt: { sm: 1 } }}>
          <Button variant="contained" label="products:create.submit" disabled={!country || isPending} onClick={() => setConfirming(true)}>
            <AddBusinessIcon />
          </Button>
        </Box>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={translate('products:create.confirm_title')}
        content={translate('products:create.confirm')}
        onConfirm={add}
        onClose={() => setConfirming(false)}
      />
    </PageCard>
  );
}
