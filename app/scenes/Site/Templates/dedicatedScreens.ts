/**
 * Built-in templates whose job a screen of the app now does better: the
 * gallery's card for the template says so and links there. The template
 * stays for people who want that page among their notes.
 */
export interface DedicatedScreen {
  /** An app screen; a visitor who follows the link is asked to sign in first. */
  path: '/journal' | '/habits';
  /** What the screen is for, in a sentence that names it and its address. */
  text: string;
  /** The link's words: where it goes. */
  linkText: string;
}

export const dedicatedScreens: Readonly<Record<string, DedicatedScreen>> = {
  'daily-journal': {
    path: '/journal',
    text: 'The journal, at /journal, is the dedicated place for daily entries: one a day, with a prompt, your mood, three lines of gratitude, a calendar and streaks. Use this template for a free-form daily page among your notes.',
    linkText: 'Open the journal',
  },
  'habit-check-in': {
    path: '/habits',
    text: 'The habit tracker, at /habits, keeps your check-ins for you: one tap a day, skip days, streaks and a strength score for each habit. Use this template for a weekly table in a note.',
    linkText: 'Open the habit tracker',
  },
};
