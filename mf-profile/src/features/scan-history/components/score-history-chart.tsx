import { Box, Circle, HStack, Text, VisuallyHidden } from '@resumebeat/shared-ui';
import {
  CartesianGrid,
  Chart,
  ChartTooltip,
  Line,
  LineChart,
  XAxis,
  YAxis,
  useChart,
} from '@resumebeat/shared-ui/charts';
import type { ResumeSummary } from '@resumebeat/shared-session/api';
import { scoreSeries } from '../utils/score-series';

const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const hour = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const TWO_DAYS_MS = 2 * 86_400_000;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Scores over time: one line per job title (scans without one are 'General scans'), a dot per
 * scan, the score from 0 to 100. Loaded lazily with the profile page, because the charting
 * library is the page's heaviest part. The figure is named 'Score history'; the drawing itself is
 * hidden from assistive technology, which reads the same figures in a table instead.
 */
export default function ScoreHistoryChart({ scans }: { scans: ResumeSummary[] }) {
  const { points, series } = scoreSeries(scans);
  const chart = useChart({
    data: points,
    series: series.map((s) => ({ name: s.key, label: s.label, color: s.color })),
  });
  const seriesLabel = new Map(series.map((s) => [s.key, s.label]));
  // Scans within two days are told apart by the hour; longer histories by the day.
  const span = points.length > 1 ? points[points.length - 1]!.time - points[0]!.time : 0;
  const tick = span < TWO_DAYS_MS ? hour : day;
  return (
    <Box as="figure" aria-label="Score history" data-testid="score-history-chart" m="0">
      <Box aria-hidden="true">
        {/* recharts' own keyboard layer is off: the drawing is hidden from assistive technology, which reads the table. */}
        <Chart.Root maxH="xs" aspectRatio={{ base: 'square', sm: 'wide' }} chart={chart}>
          <LineChart
            data={chart.data}
            margin={{ top: 12, right: 16, bottom: 4, left: -12 }}
            responsive
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={chart.color('border')} vertical={false} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={points.length > 1 ? ['dataMin', 'dataMax'] : ['dataMin - 86400000', 'dataMax + 86400000']}
              tickFormatter={(value: number) => tick.format(value)}
              stroke={chart.color('border')}
              padding={{ left: 16, right: 16 }}
            />
            <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} stroke={chart.color('border')} />
            <ChartTooltip
              animationDuration={100}
              cursor={{ stroke: chart.color('border') }}
              content={
                <Chart.Tooltip
                  nameKey="label"
                  formatter={(value: unknown, name: unknown) => [
                    String(value),
                    seriesLabel.get(String(name)) ?? String(name),
                  ]}
                />
              }
            />
            {chart.series.map((item) => (
              <Line
                key={item.name}
                type="monotone"
                dataKey={chart.key(item.name)}
                name={item.name}
                stroke={chart.color(item.color)}
                strokeWidth={2}
                connectNulls
                isAnimationActive={false}
                dot={{ r: 5, strokeWidth: 2, fill: chart.color('bg.panel') }}
                activeDot={{ r: 7 }}
              />
            ))}
          </LineChart>
        </Chart.Root>
        {series.length > 1 ? (
          <HStack gap="4" wrap="wrap" justify="center" mt="2" data-testid="score-history-legend">
            {series.map((item) => (
              <HStack key={item.key} gap="1.5">
                <Circle size="2.5" bg={item.color} />
                <Text fontSize="sm">{item.label}</Text>
              </HStack>
            ))}
          </HStack>
        ) : null}
      </Box>
      <VisuallyHidden>
        <table>
          <caption>Score history: your scans from oldest to newest</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Job</th>
              <th scope="col">File</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => {
              const key = series.find((s) => point[s.key] !== undefined)!.key;
              return (
                <tr key={String(point.id)}>
                  <td>{dateTime.format(point.time)}</td>
                  <td>{seriesLabel.get(key)}</td>
                  <td>{point.fileName}</td>
                  <td>{String(point[key])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
