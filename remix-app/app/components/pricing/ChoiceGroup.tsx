/** A row of radio "pills" in a fieldset (service, type): plain radios, so it works without JavaScript. */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
}: {
  name: string;
  legend: string;
  options: { value: number; label: string }[];
  value: number;
}) {
  return (
    <fieldset className="pc-choice">
      <legend className="acct-field__label">{legend}</legend>
      <div className="pc-choice__options">
        {options.map((option) => (
          <label key={option.value} className="pc-choice__option">
            <input type="radio" name={name} value={option.value} defaultChecked={option.value === value} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
