/**
 * The label of a form's privacy checkbox (contact, sign-up): its sentence, then the link to the legal
 * notice, which opens in a new tab and says so, kept on one line with the required mark.
 */
export function PrivacyLabel({ before, link, newTab }: { before: string; link: string; newTab: string }) {
  return (
    <>
      {before}{' '}
      <span className="nowrap">
        <a href="/aviso-legal" target="_blank" rel="noopener">
          {link}
          <span className="visually-hidden"> {newTab}</span>
        </a>
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
    </>
  );
}
