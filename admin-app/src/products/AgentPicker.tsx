import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { USER_STATUS } from '@iprenew/models/browser';

interface AgentOption {
  id: number;
  name: string;
  email?: string;
}

/** A searchable choice among the active agents (GET /api/admin/agents?filter={"status_id":1,"q":…}). */
export function AgentPicker({ value, onChange, current }: { value: number | null; onChange: (id: number | null) => void; current: AgentOption | null }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<AgentOption>('agents', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: { status_id: USER_STATUS.ACTIVE, ...(search.trim() ? { q: search.trim() } : {}) },
  });
  const options = current && !data.some((a) => a.id === current.id) ? [current, ...data] : data;
  const selected = options.find((a) => a.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={isPending}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      getOptionLabel={(option) => (option.email ? `${option.name} — ${option.email}` : option.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate('products:main.no_agents')}
      filterOptions={(x) => x}
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => <TextField {...params} size="small" label={translate('products:main.choose_agent')} />}
    />
  );
}
