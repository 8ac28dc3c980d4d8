import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { PaidByMonthJson } from '@iprenew/models/browser';
import { apiJson, unwrapData } from '../common/api';

type PaidByMonth = PaidByMonthJson;

const COLORS = ['#0f4c5c', '#e09f3e', '#9e2a2b', '#2a9d8f', '#6d597a', '#4361ee', '#588157', '#b5838d'];
const HEIGHT = 220;

/**
 * SET-32's chart: what was paid per Kuala Lumpur month, stacked per agent, for the summary's range
 * (GET …/settlement-summary/by-month). An SVG with a legend and every value in its title and in a
 * table for screen readers.
 */
export function PaidByMonthChart() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [data, setData] = useState<PaidByMonth[] | null>(null);
  const key = JSON.stringify({ from: filterValues?.from, to: filterValues?.to, agent_id: filterValues?.agent_id });
  useEffect(() => {
    let live = true;
    const filter = JSON.parse(key) as Record<string, unknown>;
    apiJson(`/settlement-summary/by-month?filter=${encodeURIComponent(JSON.stringify(filter))}`)
      .then((json) => live && setData(unwrapData<PaidByMonth[]>(json) ?? []))
      .catch(() => live && setData([]));
    return () => {
      live = false;
    };
  }, [key]);
  if (!data) return null;
  if (!data.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('settlements:console.chart_empty')}
      </Typography>
    );
  }
  const months = [...new Set(data.map((d) => d.month))].sort();
  const agents = [...new Map(data.map((d) => [d.agent_id, d.agent_name ?? String(d.agent_id)])).entries()];
  const totals = months.map((m) => data.filter((d) => d.month === m).reduce((s, d) => s + Number(d.net_total), 0));
  const max = Math.max(...totals, 1);
  const barWidth = 36;
  const gap = 18;
  const width = Math.max(320, months.length * (barWidth + gap) + gap);
  const colorOf = (agentId: number) => COLORS[agents.findIndex(([id]) => id === agentId) % COLORS.length]!;
  return (
    <Box sx={{ p: 2 }} data-chart="paid-by-month">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('settlements:console.chart_title')}
      </Typography>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <svg width={width} height={HEIGHT + 28} role="img" aria-label={translate('settlements:console.chart_title')}>
          {months.map((month, i) => {
            let y = HEIGHT;
            const x = gap + i * (barWidth + gap);
            return (
              <g key={month}>
                {data
                  .filter((d) => d.month === month)
                  .map((d) => {
                    const h = Math.max(1, (Number(d.net_total) / max) * (HEIGHT - 20));
                    y -= h;
                    return (
                      <rect key={d.agent_id} x={x} y={y} width={barWidth} height={h} fill={colorOf(d.agent_id)}>
                        <title>{`${month} · ${d.agent_name ?? d.agent_id}: RM ${d.net_total}`}</title>
                      </rect>
                    );
                  })}
                <text x={x + barWidth / 2} y={HEIGHT + 16} textAnchor="middle" fontSize="11" fill="currentColor">
                  {month}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mt: 1 }}>
        {agents.map(([id, name]) => (
          <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.8125rem' }}>
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colorOf(id) }} />
            {name}
          </Box>
        ))}
      </Box>
      <Box component="table" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', pointerEvents: 'none' }}>
        <tbody>
          {data.map((d) => (
            <tr key={`${d.month}-${d.agent_id}`}>
              <td>{d.month}</td>
              <td>{d.agent_name}</td>
              <td>{d.net_total}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
