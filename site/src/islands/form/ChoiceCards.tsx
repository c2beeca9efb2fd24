interface Choice<V extends string> {
  value: V;
  title: string;
  hint: string;
}

/** Radio buttons drawn as cards, in a fieldset whose legend asks the question. */
export function ChoiceCards<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-card">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="choice-card__body">
              <span className="choice-card__title">{choice.title}</span>
              <span className="choice-card__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
