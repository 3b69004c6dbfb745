/**
 * The search query mix: every kind of query a search box meets, each kind
 * ("shape") with 20 distinct queries against the deterministic corpus that
 * bench/seed.ts writes (bench/notes.ts): Zipf-distributed English words, rare
 * words in a handful of notes (one note in a hundred carries one), Chinese and
 * Japanese notes (one in a hundred), 16 tags. Used by bench/api.ts (over HTTP)
 * and bench/search.ts (in process).
 */
import { TAG_NAMES } from './notes';
import { rareWords, vocabulary } from './vocabulary';

export interface SearchShape {
  name: string;
  queries: readonly string[];
}

const word = (rank: number) => vocabulary[rank] ?? 'note';
/**
 * Rare words present from 10,000 notes up: word k of rareWords is in the notes
 * 100·k + 37 (+ 20,000·n), so k < 100 is found in 1 note at 10,000 and in 5 at
 * 100,000.
 */
const rare = (k: number) => rareWords[(k * 7) % 100] ?? 'quoratine';

/** Swaps two neighbouring letters in the middle of a word: a typo of it. */
function transposed(text: string): string {
  const at = Math.floor(text.length / 2);
  return text.slice(0, at - 1) + (text[at] ?? '') + (text[at - 1] ?? '') + text.slice(at + 1);
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

/** Query shapes against the corpus bench/seed.ts writes (deterministic), each with ~20 distinct queries. */
export function searchShapes(): SearchShape[] {
  return [
    {
      // Ranks 3 to 98: each in roughly 80 % down to 8 % of the notes.
      name: 'common word',
      queries: range(20).map((i) => word(3 + i * 5)),
    },
    { name: 'rare word', queries: range(20).map(rare) },
    {
      name: 'no such word',
      queries: [
        'xylophonist',
        'zeppelins',
        'kumquats',
        'marzipan',
        'hovercraft',
        'jodhpurs',
        'fjordland',
        'wombats',
        'bazooka',
        'ocelots',
        'pumpernickel',
        'quixotic',
        'yodelling',
        'gazebos',
        'narwhals',
        'kazoos',
        'tambourine',
        'zucchini',
        'flamingos',
        'igloos',
      ],
    },
    {
      // Misspelled words of every frequency, and of rare words.
      name: 'misspelled',
      queries: [
        'databse',
        'pasword',
        'markdwon',
        'subscripiton',
        'sesion',
        'journla',
        'reveiw',
        'documnet',
        'typscript',
        'websockte',
        'timelnie',
        'transcirptions',
        'questoins',
        'categroy',
        ...range(6).map((k) => transposed(rare(k * 3))),
      ],
    },
    {
      // The word being typed: 3 to 6 letters of common, middling and rare words.
      name: 'prefix',
      queries: [
        'datab',
        'subscr',
        'postg',
        'markd',
        'tesser',
        'websoc',
        'transcr',
        'typesc',
        'valid',
        'vers',
        ...range(10).map((k) => rare(k * 2 + 1).slice(0, 4 + (k % 3))),
      ],
    },
    {
      // Inside longer words (neither start nor end).
      name: 'substring',
      queries: [
        'atabas',
        'ubscripti',
        'ostgre',
        'arkdow',
        'esserac',
        'ebsock',
        'ranscrip',
        'ypescrip',
        'alidat',
        'estimon',
        ...range(10).map((k) => rare(k * 2).slice(2, 7)),
      ],
    },
    {
      name: 'two words',
      queries: range(20).map((i) =>
        i < 7
          ? `${word(5 + i * 7)} ${word(40 + i * 13)}`
          : i < 14
            ? `${word(10 + i * 3)} ${rare(i)}`
            : `${rare(i)} ${rare(i + 1)}`,
      ),
    },
    {
      name: 'three words',
      queries: range(20).map((i) =>
        i < 10
          ? `${word(2 + i)} ${word(20 + i * 4)} ${word(60 + i * 11)}`
          : `${word(i)} ${word(30 + i * 2)} ${rare(i)}`,
      ),
    },
    {
      // Two neighbouring words, quoted: common pairs, and pairs that may never be neighbours.
      name: 'phrase',
      queries: range(20).map((i) =>
        i < 12 ? `"${word(i % 4)} ${word(1 + i)}"` : `"${word(10 + i)} ${word(30 + i * 3)}"`,
      ),
    },
    {
      name: 'tag',
      queries: [...TAG_NAMES, ...TAG_NAMES.slice(0, 4).map((name) => name.toUpperCase())],
    },
    {
      // Words, single characters, substrings inside words and across two words, Japanese.
      name: 'CJK',
      queries: [
        '会议',
        '数据库',
        '笔记',
        '搜索',
        '東京',
        '日記',
        'ノート',
        'コーヒー',
        '会',
        '库',
        '記',
        '据库',
        '今天会议',
        'ありがとう',
        '咖啡',
        '花园',
        '写真',
        '料理',
        '映画',
        'きょう',
      ],
    },
  ];
}
