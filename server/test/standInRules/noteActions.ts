import type { StandInRule } from '../aiStandInAnswers';

/** The stand-in model's answers for the noteActions feature's requests (see aiStandInAnswers.ts). */
export const noteActionsRule: StandInRule = () => undefined;
