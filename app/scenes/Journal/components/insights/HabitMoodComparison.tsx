import { toneColor } from '@app/components/charts/chartTones';
import { useHabitMoodInsightsQuery } from '@app/queries/journalQueries';
import { averageMoodWord } from './insightRange';

function MoodCell({ mood, days }: { mood: number | null; days: number }) {
  if (mood === null) return <td className="py-2 pr-3 text-muted-foreground">No mood yet</td>;
  return (
    <td className="py-2 pr-3">
      <div className="flex items-center gap-2">
        <span
          aria-hidden
          className="h-2 rounded-full bg-primary"
          style={{ width: `${(mood / 5) * 4}rem` }}
        />
        <span className="whitespace-nowrap">
          {averageMoodWord(mood)} ({mood.toFixed(1)})
        </span>
      </div>
      <span className="text-xs text-muted-foreground">
        {days} {days === 1 ? 'day' : 'days'}
      </span>
    </td>
  );
}

/**
 * Average mood on days each habit was done against days it was not: a table,
 * with bars beside the numbers. Nothing when there are no habits.
 */
export function HabitMoodComparison() {
  const insights = useHabitMoodInsightsQuery();
  if (!insights.data || insights.data.length === 0) return null;
  return (
    <section aria-labelledby="habit-mood-title" className="grid min-w-0 gap-2">
      <h3 id="habit-mood-title" className="font-medium">
        Mood and habits
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-normal">
                Habit
              </th>
              <th scope="col" className="py-1 pr-3 font-normal">
                Mood on days done
              </th>
              <th scope="col" className="py-1 pr-3 font-normal">
                Mood on other days
              </th>
            </tr>
          </thead>
          <tbody>
            {insights.data.map((insight) => (
              <tr key={insight.habitId} className="border-t border-border align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: toneColor(insight.color) }}
                    />
                    <span className="wrap-anywhere">{insight.name}</span>
                  </span>
                </th>
                <MoodCell mood={insight.moodWhenDone} days={insight.daysDone} />
                <MoodCell mood={insight.moodWhenNot} days={insight.daysNot} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
