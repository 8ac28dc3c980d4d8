/** An application's facts as a definition list: one row per [test id, label, value]. */
export function FactList({ rows }: { rows: [testId: string, label: string, value: string][] }) {
  return (
    <dl className="jobs-facts">
      {rows.map(([testId, label, value]) => (
        <div key={testId} className="jobs-facts__row" data-testid={testId}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
