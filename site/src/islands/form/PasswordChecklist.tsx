import { PASSWORD_RULES, type PasswordRuleKey } from './rules.ts';

export const PASSWORD_CHECKLIST_KEYS = [
  'password.rulesTitle',
  'password.ruleMet',
  'password.ruleUnmet',
  ...PASSWORD_RULES.map((rule) => rule.key),
] as const;

type ChecklistMessages = Record<(typeof PASSWORD_CHECKLIST_KEYS)[number] | PasswordRuleKey, string>;

/** The rules of spec 5, ticked as the visitor types. Referenced by the input's aria-describedby. */
export function PasswordChecklist({
  id,
  password,
  messages,
}: {
  id: string;
  password: string;
  messages: ChecklistMessages;
}) {
  return (
    <div id={id} className="checklist">
      <p className="checklist__title">{messages['password.rulesTitle']}</p>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} className={met ? 'checklist__item checklist__item--met' : 'checklist__item'}>
              <span className="checklist__icon" aria-hidden="true">
                {met ? '✓' : '○'}
              </span>
              {messages[rule.key]}
              <span className="visually-hidden">
                {' '}
                ({met ? messages['password.ruleMet'] : messages['password.ruleUnmet']})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
