/**
 * The notes of the demo account the screenshots and the tour show: a physics
 * student who also works part time, cooks, travels and keeps a journal. Real,
 * varied writing, spread over the last five weeks.
 */
export interface SeedNote {
  title: string;
  markdown: string;
  tags: string[];
  pinned?: boolean;
  /** When the note was written: this many days ago, at this hour (local time of the machine). */
  daysAgo: number;
  hour: number;
  /** Hours between writing it and its last edit (0: never edited since). */
  editedAfterHours?: number;
}

export const LECTURE_TITLE = 'Thermodynamics 7: entropy';
export const TRIP_TITLE = 'Lisbon and Porto in May';

/** A colour per tag, so the tags look the way a real user would have set them. */
export const tagColours: Record<string, string> = {
  Physics: 'blue',
  Lectures: 'violet',
  Work: 'teal',
  Meetings: 'gray',
  Recipes: 'amber',
  Travel: 'green',
  Reading: 'pink',
  Journal: 'violet',
  Home: 'amber',
  Health: 'red',
  Personal: 'pink',
  Writing: 'blue',
  Languages: 'green',
};

export const seedNotes: SeedNote[] = [
  {
    title: LECTURE_TITLE,
    tags: ['Physics', 'Lectures'],
    pinned: true,
    daysAgo: 1,
    hour: 10,
    editedAfterHours: 20,
    markdown: `## Before Thursday

- [x] Rewrite the Carnot derivation from memory
- [ ] Problem set 4, questions 2 to 5

## Definition

For a reversible process dS = δQ_rev / T, and ==entropy is a state function==.

| Melting 1 kg of ice | Value   | Unit |
| ------------------- | ------- | ---- |
| Heat absorbed Q     | 334 000 | J    |
| At temperature T    | 273.15  | K    |

\`\`\`python
delta_s = 334_000 / 273.15  # Q / T
print(f"{delta_s:.0f} J/K")  # 1223 J/K
\`\`\`

Prof. Okafor, room B204. Picks up from the Carnot cycle last week; ask about the sign convention for work in the tutorial.

## Second law, three ways

1. Kelvin–Planck: no engine turns heat into work with nothing else happening.
2. Clausius: heat does not flow by itself from cold to hot.
3. Entropy: for an isolated system, ΔS ≥ 0.

> "The entropy of the universe tends to a maximum." — Clausius, 1865
`,
  },
  {
    title: 'Weekly product sync',
    tags: ['Work', 'Meetings'],
    pinned: true,
    daysAgo: 2,
    hour: 9,
    editedAfterHours: 3,
    markdown: `**Attendees:** Maya, Jonas, Priya, me

## Decisions

- Ship the new onboarding checklist to 10% of sign-ups on Monday
- Offline mode stays behind a flag until the sync conflict bug is fixed
- The pricing page copy goes to legal before Friday

## Action items

- [x] Jonas: share the funnel numbers from last week
- [ ] Priya: write the rollback plan for the onboarding experiment
- [ ] Me: draft release notes for 2.4
- [ ] Maya: book the usability sessions with five teachers

## Notes

Activation is up from 41% to 46% since the empty state got a "create your first note" button. Support tickets about lost drafts dropped to two this week, both on an old Android version.
`,
  },
  {
    title: 'Sourdough focaccia',
    tags: ['Recipes'],
    daysAgo: 4,
    hour: 19,
    markdown: `Makes one 30 × 40 cm tray. Start the evening before.

## Ingredients

- 500 g bread flour
- 400 g water, lukewarm
- 100 g active sourdough starter
- 10 g salt
- 60 ml olive oil, plus more for the tray
- Flaky salt, rosemary, a handful of cherry tomatoes

## Method

1. Mix flour, water and starter; rest 30 minutes.
2. Add the salt and squeeze it through the dough.
3. Four sets of stretch and folds, 30 minutes apart.
4. Cover and leave in the fridge overnight (12 to 18 hours).
5. Tip into the oiled tray, let it relax for 2 hours at room temperature.
6. Dimple with oiled fingers, press in the tomatoes and rosemary.
7. Bake at 230 °C for 22 to 25 minutes, until deep golden.

Next time: **less salt on top**, and try olives with lemon zest.
`,
  },
  {
    title: TRIP_TITLE,
    tags: ['Travel'],
    pinned: true,
    daysAgo: 6,
    hour: 21,
    editedAfterHours: 100,
    markdown: `Ten days, 14 to 24 May. Train between the two cities, no car.

## Plan

| Days  | Where  | Stay                        |
| ----- | ------ | --------------------------- |
| 14–18 | Lisbon | Guesthouse in Graça         |
| 18–19 | Sintra | Day trip by train           |
| 19–24 | Porto  | Flat near Mercado do Bolhão |

## Lisbon

- Tram 28 early in the morning, before the queues
- Miradouro da Senhora do Monte at sunset
- Pastéis de Belém, then the MAAT along the river
- Fado in Alfama: book a small place, not the tourist dinners

## Porto

- Walk across the Dom Luís I bridge on the upper deck
- Port tasting in Vila Nova de Gaia
- Livraria Lello: buy the ticket online, go at opening time
- Day on the beach at Foz do Douro if the weather holds

## Before leaving

- [x] Book the flights
- [x] Book Lisbon guesthouse
- [ ] Alfa Pendular tickets Lisbon → Porto (cheaper 30 days ahead)
- [ ] Travel insurance
- [ ] Download offline maps
`,
  },
  {
    title: 'Reading list',
    tags: ['Reading'],
    daysAgo: 30,
    hour: 22,
    editedAfterHours: 600,
    markdown: `## Reading now

- *The Dispossessed*, Ursula K. Le Guin — halfway, slower than I expected and better for it
- *Thinking in Systems*, Donella Meadows

## Next

- [ ] *The Order of Time*, Carlo Rovelli (entropy and the arrow of time, fits the course)
- [ ] *Braiding Sweetgrass*, Robin Wall Kimmerer
- [ ] *A Psalm for the Wild-Built*, Becky Chambers
- [ ] *The Making of the Atomic Bomb*, Richard Rhodes

## Finished this year

- [x] *Piranesi*, Susanna Clarke — ★★★★★
- [x] *The Remains of the Day*, Kazuo Ishiguro — ★★★★
- [x] *Four Thousand Weeks*, Oliver Burkeman — ★★★★
- [x] *Project Hail Mary*, Andy Weir — ★★★
`,
  },
  {
    title: 'Journal: a slow Sunday',
    tags: ['Journal'],
    daysAgo: 3,
    hour: 22,
    markdown: `Slept until nine for the first time in weeks. Walked to the market with Lea and bought far too many tomatoes, so the focaccia happened after all.

The afternoon went on the problem set. Question 3 finally made sense once I drew the cycle on a PV diagram instead of trying to do it in my head.

**Grateful for:** the sun on the balcony, Lea's terrible puns, the library staying open late during exams.

Tomorrow: gym before the lecture, and call Grandma.
`,
  },
  {
    title: 'Journal: exam week nerves',
    tags: ['Journal'],
    daysAgo: 9,
    hour: 23,
    markdown: `Hard to switch off tonight. Three exams in six days and the lab report is still half written.

Wrote down everything that needs to happen, and it is less than it felt like: two evenings for the report, one for thermodynamics revision, and the rest is just showing up.

Things that helped today: a long walk without my phone, cooking lentil soup instead of ordering, and remembering that last term felt exactly the same and went fine.
`,
  },
  {
    title: 'Journal: first day back',
    tags: ['Journal'],
    daysAgo: 24,
    hour: 21,
    markdown: `New term. The thermodynamics lecturer opened with a kettle and a stopwatch and I think I am going to like this course.

Signed up for the climbing society. Bought a proper notebook and then decided to keep everything in Inkling instead, so the notebook is now for sketches.

Goal for the term: fewer all-nighters, one long run a week, read one book a month that is not for a course.
`,
  },
  {
    title: 'Journal: rainy Wednesday',
    tags: ['Journal'],
    daysAgo: 16,
    hour: 22,
    markdown: `Rain all day. Missed the bus, got soaked, and then the tutorial was cancelled. Spent the free hour in the café by the physics building reading Le Guin.

Good talk with Jonas at work about the onboarding numbers: small changes really do add up. Made the lentil soup again, doubled the cumin this time. Better.
`,
  },
  {
    title: 'Thermodynamics 6: the second law',
    tags: ['Physics', 'Lectures'],
    daysAgo: 8,
    hour: 10,
    markdown: `## Heat engines

An engine takes heat Q_H from a hot reservoir, does work W, and rejects Q_C to a cold one. Efficiency η = W / Q_H = 1 − Q_C / Q_H.

## The Carnot limit

No engine working between T_H and T_C beats η = 1 − T_C / T_H. For a power station with steam at 800 K and a river at 300 K, that is 62.5%; real plants reach about 40%.

- Two isothermal and two adiabatic steps
- Reversible, so infinitely slow: an ideal, not a design
- ==Efficiency depends only on the temperatures==, not the working substance

Next lecture: entropy, and why the second law can be written as ΔS ≥ 0.
`,
  },
  {
    title: 'Problem set 4: heat engines and entropy',
    tags: ['Physics'],
    daysAgo: 5,
    hour: 16,
    editedAfterHours: 50,
    markdown: `Due Thursday at noon.

- [x] Q1: efficiency of a Carnot engine between 500 K and 300 K (η = 0.40)
- [x] Q2: entropy change of 2 kg of water heated from 20 °C to 80 °C
- [ ] Q3: free expansion of an ideal gas, show ΔS > 0 although Q = 0
- [ ] Q4: refrigerator coefficient of performance
- [ ] Q5: mixing hot and cold water, total entropy change

For Q2, integrate: ΔS = m c ln(T₂ / T₁) = 2 × 4186 × ln(353.15 / 293.15) ≈ 1 559 J/K.
`,
  },
  {
    title: '1:1 with Maya',
    tags: ['Work', 'Meetings'],
    daysAgo: 10,
    hour: 14,
    markdown: `## Since last time

- Finished the search relevance write-up; Maya wants it shared with the whole team
- Onboarding experiment is ready, waiting for the rollout slot

## Growth

Maya suggested I lead the next design review. Scary but good. She will pair with me on the agenda.

## Exam weeks

Agreed to drop to two days a week for the next three weeks, back to three in December.

- [ ] Send Maya the design review agenda by Tuesday
- [x] Update my hours in the planning sheet
`,
  },
  {
    title: 'Design review: onboarding flow',
    tags: ['Work'],
    daysAgo: 12,
    hour: 15,
    markdown: `## What we looked at

The first five minutes after sign-up: welcome note, empty dashboard, first note, first tag.

## Feedback

- The welcome note works, people read it; keep it short
- "Templates" is hard to find from an empty dashboard
- Two people tried to drag a photo into a note straight away: make that obvious

## Next steps

1. Move "New from template" next to "New note"
2. Add a checklist to the welcome note
3. Test again with five new users in two weeks
`,
  },
  {
    title: 'Groceries',
    tags: ['Home'],
    daysAgo: 0,
    hour: 8,
    markdown: `- [ ] Oat milk
- [ ] Eggs
- [x] Cherry tomatoes
- [ ] Red lentils
- [ ] Rosemary
- [ ] Coffee beans
- [ ] Lemons
- [ ] Parmesan
`,
  },
  {
    title: 'Red lentil soup',
    tags: ['Recipes'],
    daysAgo: 15,
    hour: 18,
    markdown: `Thirty minutes, one pot, serves four.

- 1 onion, 2 carrots, 3 cloves garlic, chopped
- 2 tsp cumin, 1 tsp smoked paprika, chilli flakes
- 250 g red lentils, rinsed
- 400 g tin of chopped tomatoes
- 1.2 l vegetable stock
- Juice of a lemon

Soften the onion and carrots in olive oil for 8 minutes. Add garlic and spices for a minute, then lentils, tomatoes and stock. Simmer 20 minutes, blend half, finish with lemon. **Double the cumin**: it carries the whole soup.
`,
  },
  {
    title: 'Half marathon plan',
    tags: ['Health'],
    daysAgo: 20,
    hour: 7,
    editedAfterHours: 200,
    markdown: `Race on 8 March. Twelve weeks, four runs a week.

| Week | Long run | Tempo   | Easy runs |
| ---- | -------- | ------- | --------- |
| 1    | 8 km     | 3 km    | 2 × 5 km  |
| 4    | 12 km    | 5 km    | 2 × 6 km  |
| 8    | 16 km    | 7 km    | 2 × 7 km  |
| 12   | 10 km    | rest    | 2 × 4 km  |

- Long runs slow enough to talk
- Stretch after, not before
- New shoes by week 6 at the latest
`,
  },
  {
    title: 'Moving flat: checklist',
    tags: ['Home'],
    daysAgo: 27,
    hour: 20,
    editedAfterHours: 300,
    markdown: `Moving on 1 December.

- [x] Give notice to the landlord
- [x] Book the van for Saturday morning
- [ ] Ask Tom and Lea to help carry
- [ ] Change the address at the bank and the university
- [ ] Take meter readings on the last day
- [ ] Deep clean the oven (deposit!)
- [ ] Buy a drill, or borrow Tom's
`,
  },
  {
    title: 'Talk outline: offline-first notes',
    tags: ['Work', 'Writing'],
    daysAgo: 18,
    hour: 11,
    markdown: `Lightning talk for the student dev meetup, 10 minutes.

## Story

1. The train with no signal and the note that vanished
2. What "saved" should mean: on the device first, then everywhere
3. CRDTs in one slide: two edits, no conflict dialog
4. Demo: type offline, reconnect, watch it merge

## Slides to make

- [ ] The train photo
- [ ] A diagram of the sync: device → server → other device
- [ ] One slide of code, no more

Keep the jargon out: the audience is first-year students.
`,
  },
  {
    title: 'Spanish: travel phrases',
    tags: ['Languages', 'Travel'],
    daysAgo: 13,
    hour: 20,
    markdown: `Portuguese would be better for the trip, but Spanish is what I have. Basics to refresh:

| English                      | Spanish                     |
| ---------------------------- | --------------------------- |
| Where is the train station?  | ¿Dónde está la estación?    |
| A table for two, please      | Una mesa para dos, por favor |
| Could we have the bill?      | ¿Nos trae la cuenta?        |
| I am allergic to nuts        | Soy alérgico a los frutos secos |

Learn at least *obrigado / obrigada* and *bom dia* in Portuguese.
`,
  },
  {
    title: 'Balcony garden',
    tags: ['Home'],
    daysAgo: 33,
    hour: 17,
    markdown: `South-facing, about four hours of direct sun.

- Cherry tomatoes did well; start them indoors in March next year
- Basil bolted in July: pinch the flowers earlier
- Rosemary and thyme survived the winter outside
- Try strawberries in a hanging pot

Water every evening in summer, every third day in spring.
`,
  },
  {
    title: 'Gift ideas',
    tags: ['Personal'],
    daysAgo: 21,
    hour: 21,
    markdown: `- **Lea** (birthday, 12 Jan): climbing chalk bag, or the Rovelli book
- **Dad**: a proper bread knife, he keeps borrowing mine
- **Grandma**: print the photos from the summer and make a small album
- **Tom**: tickets for the jazz evening in February
`,
  },
  {
    title: 'Lab report: specific heat of aluminium',
    tags: ['Physics'],
    daysAgo: 11,
    hour: 13,
    editedAfterHours: 30,
    markdown: `## Aim

Measure the specific heat capacity of aluminium with an electrical heater and a 1 kg block.

## Results

| Time (s) | Temperature (°C) |
| -------- | ---------------- |
| 0        | 19.8             |
| 120      | 24.1             |
| 240      | 28.5             |
| 360      | 32.8             |

Power 50 W, so c = P t / (m ΔT) ≈ 50 × 360 / (1 × 13.0) ≈ 1 385 J/(kg·K). The accepted value is 900: ==heat lost to the air== explains most of the gap. Next time: insulate the block.
`,
  },
  {
    title: 'Quarter goals',
    tags: ['Personal'],
    daysAgo: 35,
    hour: 9,
    editedAfterHours: 700,
    markdown: `## October to December

- [x] Pass the thermodynamics midterm
- [ ] Run 15 km without stopping
- [ ] Finish three books that are not for a course
- [x] Save for the Portugal trip
- [ ] Cook something new every week

Review on the first Sunday of each month.
`,
  },
];
