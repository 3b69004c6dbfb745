/*
 * The journal's daily prompts. Each user sees them in their own order, one a
 * day, with no repeat within 60 days (common/journal/promptRotation.ts).
 * Ids are stable forever: an entry stores its prompt's text, but the order
 * and the tests lean on the ids. Add new prompts at the end; never reuse an id.
 */

export interface JournalPrompt {
  /** Kebab-case, unique, never changed once published. */
  id: string;
  text: string;
}

export const journalPrompts: readonly JournalPrompt[] = [
  // Reflection
  {
    id: 'moment-worth-keeping',
    text: 'What moment from today would you like to remember in ten years?',
  },
  { id: 'surprised-you', text: 'What surprised you today, even a little?' },
  {
    id: 'energy-rise-fall',
    text: 'When did your energy rise today, and when did it drop? What was going on?',
  },
  { id: 'changed-your-mind', text: 'What is something you changed your mind about recently?' },
  { id: 'three-words-today', text: 'Describe today in three words, then explain one of them.' },
  {
    id: 'do-differently',
    text: 'If you could live today again, what one thing would you do differently?',
  },
  { id: 'proud-of-small', text: 'What did you do today that you are quietly proud of?' },
  { id: 'avoiding-lately', text: 'What have you been putting off, and what is really in the way?' },
  {
    id: 'letter-to-last-year',
    text: 'Write a few lines to yourself from a year ago. What would you want them to know?',
  },
  { id: 'on-your-mind', text: 'What has been on your mind the most this week?' },
  { id: 'feel-like-yourself', text: 'When did you feel most like yourself lately?' },
  // Gratitude
  {
    id: 'ordinary-thing-thankful',
    text: 'Which ordinary thing would you miss most if it disappeared tomorrow?',
  },
  { id: 'someone-made-easier', text: 'Who made your day a little easier, and how?' },
  {
    id: 'thankful-for-body',
    text: 'What is one thing your body let you do today that you are grateful for?',
  },
  { id: 'place-you-love', text: 'Describe a place you are glad exists.' },
  {
    id: 'kindness-received',
    text: 'Recall a kindness someone showed you that you still think about.',
  },
  { id: 'thank-you-unsent', text: 'Write a thank-you note you have never sent. Who is it for?' },
  {
    id: 'comfortable-now',
    text: 'What is making your life more comfortable right now than it was a year ago?',
  },
  {
    id: 'taken-for-granted',
    text: 'What do you take for granted that someone else might wish for?',
  },
  { id: 'good-news-lately', text: 'What is the best news you have had lately, big or small?' },
  // Goals
  { id: 'one-thing-tomorrow', text: 'What is the one thing that would make tomorrow a good day?' },
  { id: 'next-small-step', text: 'Pick a goal you care about. What is the smallest next step?' },
  { id: 'want-more-of', text: 'What do you want more of in your life this month? Less of?' },
  {
    id: 'future-ordinary-day',
    text: 'Describe an ordinary day five years from now that you would be happy to live.',
  },
  {
    id: 'habit-to-start',
    text: 'Which habit would make the biggest difference if you kept it for a year?',
  },
  { id: 'say-no-to', text: 'What could you say no to, so you can say yes to something better?' },
  { id: 'progress-unnoticed', text: 'Where have you made progress that nobody else has noticed?' },
  {
    id: 'stuck-on',
    text: 'What are you stuck on? Write down three ways around it, even silly ones.',
  },
  { id: 'finish-this-week', text: 'What would you like to have finished by the end of this week?' },
  {
    id: 'enough-looks-like',
    text: 'What would "enough" look like for you: enough work, money, rest?',
  },
  // Relationships
  {
    id: 'conversation-stayed',
    text: 'Which conversation from the last few days is still with you, and why?',
  },
  {
    id: 'reach-out-to',
    text: 'Who have you been meaning to get in touch with? What would you say?',
  },
  {
    id: 'friend-admire',
    text: 'What do you admire in a close friend that you would like more of yourself?',
  },
  { id: 'felt-understood', text: 'When did you last feel truly understood by someone?' },
  {
    id: 'family-tradition',
    text: 'Which family habit or tradition would you like to keep, and which to let go?',
  },
  {
    id: 'repair-something',
    text: 'Is there a small rift you could mend? What would the first step be?',
  },
  {
    id: 'who-shaped-you',
    text: 'Name someone who shaped who you are. What did they teach you, maybe without meaning to?',
  },
  {
    id: 'listened-well',
    text: 'When did you really listen to someone recently? What did you hear?',
  },
  {
    id: 'people-energy',
    text: 'Which people leave you with more energy than before you met them?',
  },
  {
    id: 'show-care',
    text: 'How do you most like to show that you care? How do you like to receive it?',
  },
  // Small joys
  {
    id: 'small-pleasure',
    text: 'What small pleasure did you enjoy today: a taste, a sound, a light?',
  },
  { id: 'song-of-the-day', text: 'Which song fits your mood today, and why?' },
  { id: 'laughed-at', text: 'What made you laugh recently?' },
  { id: 'perfect-lazy-morning', text: 'Describe your perfect slow morning, in detail.' },
  {
    id: 'outside-noticed',
    text: 'What did you notice outside today that you would normally walk past?',
  },
  { id: 'favourite-meal-lately', text: 'What was the best thing you ate this week? Who made it?' },
  { id: 'cosy-list', text: 'List five things that make you feel cosy.' },
  {
    id: 'tiny-adventure',
    text: 'What tiny adventure could you have this weekend without going far?',
  },
  { id: 'object-you-love', text: 'Pick an object you own and love. What is its story?' },
  { id: 'delight-list', text: 'What delighted you this week, however briefly?' },
  // Learning
  { id: 'learned-today', text: 'What did you learn today, from a book, a person or a mistake?' },
  { id: 'mistake-taught', text: 'What did a recent mistake teach you?' },
  {
    id: 'curious-about',
    text: 'What are you curious about right now? How could you find out more?',
  },
  {
    id: 'skill-to-learn',
    text: 'If you had an hour a day for a year, which skill would you learn?',
  },
  {
    id: 'advice-that-stuck',
    text: 'What is the best advice you have been given? Do you follow it?',
  },
  {
    id: 'idea-lately',
    text: 'Which idea from something you read, watched or heard lately keeps coming back?',
  },
  {
    id: 'explain-to-child',
    text: 'Explain something you know well as if to a curious ten-year-old.',
  },
  { id: 'old-belief', text: 'What did you believe five years ago that you no longer do?' },
  { id: 'teach-someone', text: 'What could you teach someone this month?' },
  {
    id: 'question-for-expert',
    text: 'If you could ask any expert one question, who and what would it be?',
  },
  // Body and health
  {
    id: 'body-check-in',
    text: 'Scan from head to toe: where do you feel tense, and where at ease?',
  },
  { id: 'sleep-lately', text: 'How have you been sleeping? What helps, and what gets in the way?' },
  {
    id: 'movement-enjoy',
    text: 'Which kind of movement do you actually enjoy? When did you last do it?',
  },
  { id: 'rest-looks-like', text: 'What does real rest look like for you, not just stopping?' },
  { id: 'feel-strong', text: 'When did you last feel strong, in body or mind?' },
  { id: 'stress-signals', text: 'How does stress first show up in you? What helps it pass?' },
  { id: 'nourished-today', text: 'What nourished you today, in food or otherwise?' },
  { id: 'kind-to-yourself', text: 'How could you be a little kinder to yourself tomorrow?' },
  {
    id: 'breathing-pause',
    text: 'Take three slow breaths. What do you notice when you stop for a moment?',
  },
  { id: 'screen-time', text: 'How did your screens make you feel today? What would you change?' },
  // Creativity
  { id: 'made-something', text: 'What have you made lately, with your hands or your head?' },
  {
    id: 'describe-view',
    text: 'Describe what you see from where you are sitting, as a novelist would.',
  },
  { id: 'if-not-afraid', text: 'What would you try if you knew nobody would judge the result?' },
  {
    id: 'unusual-combo',
    text: 'Combine two of your interests into one project idea. What would it be?',
  },
  { id: 'story-first-line', text: 'Write the first line of a story set in your street.' },
  { id: 'colour-of-day', text: 'If today were a colour, which one, and why?' },
  { id: 'creative-block', text: 'What stops you from making things more often?' },
  { id: 'dream-project', text: 'Describe a project you would start if you had a free month.' },
  { id: 'inspired-by', text: 'Whose work inspires you right now? What exactly do you like in it?' },
  {
    id: 'ten-ideas',
    text: 'Write ten ideas for anything in five minutes. Circle the one you like best.',
  },
  // Memory
  { id: 'childhood-smell', text: 'Which smell takes you straight back to childhood?' },
  {
    id: 'first-memory',
    text: 'What is one of your earliest memories? What do you notice about it now?',
  },
  { id: 'place-you-lived', text: 'Describe a home you once lived in, room by room.' },
  { id: 'year-ago-today', text: 'Where were you a year ago, and what has changed since?' },
  { id: 'teacher-remember', text: 'Which teacher do you remember, and why?' },
  { id: 'brave-moment', text: 'Recall a time you were braver than you expected.' },
  {
    id: 'turning-point',
    text: 'What was a turning point in your life that seemed small at the time?',
  },
  {
    id: 'old-photo',
    text: 'Think of a photo of you from long ago. What would you tell that person?',
  },
  {
    id: 'best-day-ever',
    text: 'Describe one of the best days of your life. What made it so good?',
  },
  {
    id: 'song-memory',
    text: 'Which song brings back a particular summer, and what happened then?',
  },
];
