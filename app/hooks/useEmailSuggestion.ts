import { EMAIL_TYPO_CHECK_DELAY_MS } from '@common/constants';
import { suggestEmailCorrection } from '@common/validation/email';
import { useEffect, useState } from 'react';

/**
 * "Did you mean …?" for a mistyped mail domain, checked once typing pauses
 * for 300 ms (seed §5).
 */
export function useEmailSuggestion(email: string): string | null {
  const [suggestion, setSuggestion] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () => setSuggestion(suggestEmailCorrection(email)),
      EMAIL_TYPO_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [email]);
  return suggestion === null || suggestion === email ? null : suggestion;
}
