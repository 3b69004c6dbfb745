import type { StandInRule } from '../aiStandInAnswers';

/** The stand-in model's answers for the ask feature's requests (see aiStandInAnswers.ts). */
export const askRule: StandInRule = () => undefined;
