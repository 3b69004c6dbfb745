/**
 * The seed's simple e-mail pattern: no spaces, one at-sign, a dot in the
 * domain. Deliberately loose: the server has the last word.
 */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** Known misspellings of the most common mail domains. */
const domainTypos: Record<string, string> = Object.fromEntries(
  Object.entries({
    'gmail.com': [
      'gmial.com',
      'gmai.com',
      'gmal.com',
      'gamil.com',
      'gnail.com',
      'gmaill.com',
      'gmail.co',
      'gmail.cm',
      'gmail.om',
      'gmail.con',
      'gmail.cmo',
      'gmali.com',
      'gmil.com',
      'gmsil.com',
      'googlemail.co',
    ],
    'yahoo.com': [
      'yaho.com',
      'yahooo.com',
      'yhoo.com',
      'yaoo.com',
      'yahoo.co',
      'yahoo.cm',
      'yahoo.con',
      'yhaoo.com',
      'yahho.com',
    ],
    'hotmail.com': [
      'hotmial.com',
      'hotmal.com',
      'hotmai.com',
      'hotmil.com',
      'hotamil.com',
      'hotmaill.com',
      'hotmail.co',
      'hotmail.cm',
      'hotmail.con',
      'htomail.com',
      'homail.com',
    ],
    'outlook.com': [
      'outlok.com',
      'outloo.com',
      'otlook.com',
      'outllok.com',
      'outlookk.com',
      'outook.com',
      'outlook.co',
      'outlook.cm',
      'outlook.con',
      'oulook.com',
    ],
  }).flatMap(([right, typos]) => typos.map((typo) => [typo, right])),
);

/**
 * "john@gmial.com" → "john@gmail.com"; null when the domain is not a known
 * misspelling.
 */
export function suggestEmailCorrection(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = trimmed.slice(at + 1).toLowerCase();
  const correct = domainTypos[domain];
  return correct ? `${trimmed.slice(0, at)}@${correct}` : null;
}
