import type { StandInRule } from '../aiStandInAnswers';

/** The stand-in model's answers for the chat feature's requests (see aiStandInAnswers.ts). */
export const chatRule: StandInRule = () => undefined;
