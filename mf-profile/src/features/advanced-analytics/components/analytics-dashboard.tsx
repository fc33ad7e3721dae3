import type { ReactNode } from 'react';
import { Link as RouterLink } from '@resumebeat/shared-router';
import type { Analytics } from '@resumebeat/shared-session/api';
import {
  Badge,
  Box,
  Button,
  Circle,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  UploadIcon,
  VisuallyHidden,
} from '@resumebeat/shared-ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Chart,
  ChartTooltip,
  Line,
  LineChart,
  XAxis,
  YAxis,
  useChart,
} from '@resumebeat/shared-ui/charts';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { ProgressBar } from '@resumebeat/shared-ui/widgets';
import { useAnalytics } from '../hooks/use-analytics';
import {
  componentsSummary,
  componentTrend,
  coverageSummary,
  employersOf,
  formatScanDate,
  industrySummary,
  missingSummary,
  optimizedSummary,
} from '../utils/analytics-summary';
import { AnalyticsUpgrade } from './analytics-upgrade';
import { paths } from '@resumebeat/shared-contract/paths';

// Teal, purple and pink are not palettes of the design system: their 600 shades are values (as in the score history).
const PALETTE = [
  '#0d9488',
  '#9333ea',
  'orange.600',
  'blue.600',
  '#db2777',
  'green.700',
  'red.600',
  '#0891b2',
  'yellow.700',
  'gray.600',
];
const PERCENT_TICKS = [0, 20, 40, 60, 80, 100];

/**
 * One chart: its heading and summary sentence (visible), the drawing (hidden from assistive
 * technology, recharts' keyboard layer off) and the same figures as a table for screen readers.
 */
function Figure({
  id,
  title,
  summary,
  table,
  children,
  extra,
}: {
  id: string;
  title: string;
  summary: string;
  table: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Box as="figure" m="0" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} data-testid={id} minW="0">
      <Heading as="h3" size="md" id={`${id}-title`}>
        {title}
      </Heading>
      <Text id={`${id}-summary`} color="fg.muted" fontSize="sm" mt="1" mb="3" data-testid={`${id}-summary`}>
        {summary}
      </Text>
      {children ? <Box aria-hidden="true">{children}</Box> : null}
      {extra}
      <VisuallyHidden>{table}</VisuallyHidden>
    </Box>
  );
}

function Legend({ items }: { items: Array<{ key: string; label: string; color: string }> }) {
  return (
    <HStack gap="3" wrap="wrap" justify="center" mt="2">
      {items.map((item) => (
        <HStack key={item.key} gap="1.5">
          <Circle size="2.5" bg={item.color} />
          <Text fontSize="xs">{item.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

function ComponentsOverTime({ analytics }: { analytics: Analytics }) {
  const points: Array<Record<string, string | number>> = analytics.scans.map((scan, index) => ({
    label: `Scan ${index + 1}`,
    ...scan.components,
  }));
  const series = analytics.components.map((component, index) => ({
    name: component.id,
    label: component.label,
    color: PALETTE[index % PALETTE.length]!,
  }));
  const chart = useChart({ data: points, series });
  const labelOf = new Map(series.map((item) => [item.name, item.label]));
  const trend = componentTrend(analytics);
  const single = analytics.scans.length === 1;
  return (
    <Figure
      id="analytics-components"
      title="Score components over time"
      summary={componentsSummary(analytics)}
      table={
        <table>
          <caption>Each score component as a share of its maximum, per scan, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Scan</th>
              {analytics.components.map((component) => (
                <th key={component.id} scope="col">
                  {component.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analytics.scans.map((scan) => (
              <tr key={scan.id}>
                <th scope="row">{`${formatScanDate(scan.createdAt)}, ${scan.fileName}, score ${Math.round(scan.score)}`}</th>
                {analytics.components.map((component) => (
                  <td key={component.id}>
                    {scan.components[component.id] === undefined ? 'not scored' : `${scan.components[component.id]}%`}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {single ? (
        // One scan: where each part stands now, a bar each (a line needs two scans).
        <Stack gap="2" data-testid="analytics-components-first">
          {trend.map((item) => (
            <ProgressBar key={item.id} label={item.label} value={item.latest} valueText={`${item.latest}%`} />
          ))}
        </Stack>
      ) : (
        <>
          <Chart.Root maxH="xs" aspectRatio={{ base: 'square', sm: 'wide' }} chart={chart}>
            <LineChart
              data={chart.data}
              margin={{ top: 12, right: 16, bottom: 4, left: -12 }}
              responsive
              accessibilityLayer={false}
            >
              <CartesianGrid stroke={chart.color('border')} vertical={false} />
              <XAxis dataKey="label" stroke={chart.color('border')} />
              <YAxis domain={[0, 100]} ticks={PERCENT_TICKS} stroke={chart.color('border')} unit="%" />
              <ChartTooltip
                animationDuration={100}
                content={
                  <Chart.Tooltip
                    nameKey="label"
                    formatter={(value: unknown, name: unknown) => [
                      `${String(value)}%`,
                      labelOf.get(String(name)) ?? String(name),
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
                  dot={{ r: 3 }}
                />
              ))}
            </LineChart>
          </Chart.Root>
          <Legend items={series.map((item) => ({ key: item.name, label: item.label, color: item.color }))} />
        </>
      )}
    </Figure>
  );
}

function HorizontalBars({
  data,
  bars,
  max,
}: {
  data: Array<Record<string, string | number>>;
  bars: Array<{ name: string; label: string; color: string }>;
  max?: number;
}) {
  const chart = useChart({ data, series: bars });
  return (
    <Chart.Root h={`${Math.max(2, data.length) * (bars.length > 1 ? 3.5 : 2.5)}rem`} chart={chart}>
      <BarChart
        data={chart.data}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        responsive
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={chart.color('border')} horizontal={false} />
        <XAxis type="number" domain={[0, max ?? 'auto']} stroke={chart.color('border')} allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={140} stroke={chart.color('border')} tick={{ fontSize: 12 }} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            dataKey={chart.key(item.name)}
            name={item.name}
            fill={chart.color(item.color)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

function KeywordCoverage({ analytics }: { analytics: Analytics }) {
  const coverage = analytics.keywordCoverage;
  return (
    <Figure
      id="analytics-coverage"
      title="Keyword coverage per job description"
      summary={coverageSummary(analytics)}
      table={
        <table>
          <caption>Keyword coverage per saved job description, latest scanned first</caption>
          <thead>
            <tr>
              <th scope="col">Job description</th>
              <th scope="col">Scans</th>
              <th scope="col">First coverage</th>
              <th scope="col">Latest coverage</th>
              <th scope="col">Keywords found</th>
              <th scope="col">Keywords missing</th>
            </tr>
          </thead>
          <tbody>
            {coverage.map((job) => (
              <tr key={`${job.label}-${job.lastScannedAt}`}>
                <th scope="row">{job.label}</th>
                <td>{job.scans}</td>
                <td>{`${job.firstMatchRate}%`}</td>
                <td>{`${job.latestMatchRate}%`}</td>
                <td>{job.matched}</td>
                <td>{job.missing}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      extra={
        coverage.length === 0 ? (
          <Link asChild colorPalette="brand" fontWeight="semibold" fontSize="sm">
            <RouterLink to={paths.jobDescription}>Add a job description</RouterLink>
          </Link>
        ) : null
      }
    >
      {coverage.length > 0 ? (
        <HorizontalBars
          data={coverage.map((job) => ({ label: job.label, latest: job.latestMatchRate }))}
          bars={[{ name: 'latest', label: 'Coverage', color: 'brand.solid' }]}
          max={100}
        />
      ) : null}
    </Figure>
  );
}

function MissingKeywords({ analytics }: { analytics: Analytics }) {
  const missing = analytics.missingKeywords;
  return (
    <Figure
      id="analytics-missing"
      title="Keywords most often missing"
      summary={missingSummary(analytics)}
      table={
        <table>
          <caption>Keywords most often missing across your scans, most often first</caption>
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col">Importance</th>
              <th scope="col">Scans missing it</th>
            </tr>
          </thead>
          <tbody>
            {missing.map((item) => (
              <tr key={item.keyword}>
                <th scope="row">{item.keyword}</th>
                <td>{item.importance}</td>
                <td>{item.scans}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      extra={
        missing.some((item) => item.importance === 'required') ? (
          <HStack gap="2" wrap="wrap" mt="2">
            <Text fontSize="sm">Required by the job:</Text>
            {missing
              .filter((item) => item.importance === 'required')
              .map((item) => (
                <Badge key={item.keyword} colorPalette="red" variant="subtle">
                  {item.keyword}
                </Badge>
              ))}
          </HStack>
        ) : null
      }
    >
      {missing.length > 0 ? (
        <HorizontalBars
          data={missing.map((item) => ({ label: item.keyword, scans: item.scans }))}
          bars={[{ name: 'scans', label: 'Scans missing it', color: 'orange.600' }]}
        />
      ) : null}
    </Figure>
  );
}

function BeforeAfter({ analytics }: { analytics: Analytics }) {
  const optimized = analytics.optimized;
  const bars = [
    { name: 'before', label: 'Before', color: 'gray.500' },
    { name: 'after', label: 'After optimizing', color: 'green.700' },
  ];
  return (
    <Figure
      id="analytics-optimized"
      title="Before and after optimizing"
      summary={optimizedSummary(analytics)}
      table={
        <table>
          <caption>Scores of optimized resumes, before and after, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Scan</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {optimized.map((item) => (
              <tr key={item.id}>
                <th scope="row">{`${formatScanDate(item.createdAt)}, ${item.jobTitle ?? item.fileName}`}</th>
                <td>{Math.round(item.before)}</td>
                <td>{Math.round(item.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {optimized.length > 0 ? (
        <>
          <HorizontalBars
            data={optimized.map((item) => ({
              label: item.jobTitle ?? item.fileName,
              before: item.before,
              after: item.after,
            }))}
            bars={bars}
            max={100}
          />
          <Legend items={bars.map((bar) => ({ key: bar.name, label: bar.label, color: bar.color }))} />
        </>
      ) : null}
    </Figure>
  );
}

function IndustryStanding({ analytics }: { analytics: Analytics }) {
  const industry = analytics.industry;
  return (
    <Box as="section" aria-labelledby="analytics-industry-title" data-testid="analytics-industry" minW="0">
      <Heading as="h3" size="md" id="analytics-industry-title">
        Against the industry profile
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" mb="3" data-testid="analytics-industry-summary">
        {industrySummary(analytics)}
      </Text>
      {industry ? (
        <Stack gap="3">
          <ProgressBar
            label={`${industry.label} profile met`}
            value={industry.percent}
            valueText={`${industry.percent}%`}
          />
          {industry.previousAverage !== null ? (
            <ProgressBar
              label="Your earlier scans, on average"
              value={industry.previousAverage}
              valueText={`${industry.previousAverage}%`}
              colorPalette="gray"
            />
          ) : null}
          {industry.evidence.length > 0 ? (
            <Box>
              <Text fontWeight="semibold" fontSize="sm">
                What it shows
              </Text>
              <Box as="ul" ps="5" fontSize="sm">
                {industry.evidence.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            </Box>
          ) : null}
          {industry.suggestions.length > 0 ? (
            <Box>
              <Text fontWeight="semibold" fontSize="sm">{`What ${employersOf(industry)} also look for`}</Text>
              <Box as="ul" ps="5" fontSize="sm">
                {industry.suggestions.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * The advanced analytics dashboard (docs/decisions/040), loaded when opened: its own chunk, with
 * the charting library the score history already loads. Every chart has a summary sentence and a
 * table of its figures; a member with one scan sees where each part of the score stands.
 */
export default function AnalyticsDashboard({ onUpgrade }: { onUpgrade: () => void }) {
  const { state, retry } = useAnalytics();
  if (state.kind === 'loading') {
    return (
      <HStack role="status" gap="3" minH="24" justify="center">
        <Spinner size="sm" color="brand.solid" />
        <Text color="fg.muted">Computing your analytics…</Text>
      </HStack>
    );
  }
  if (state.kind === 'locked') return <AnalyticsUpgrade message={state.message} onUpgrade={onUpgrade} />;
  if (state.kind === 'error') {
    return (
      <Stack gap="3">
        <FormAlert>{state.message}</FormAlert>
        <Button alignSelf="flex-start" variant="outline" onClick={retry}>
          Retry
        </Button>
      </Stack>
    );
  }
  const { analytics } = state;
  if (analytics.scanCount === 0) {
    return (
      <Stack gap="3" align="flex-start" data-testid="analytics-empty">
        <Text fontWeight="medium">No scans yet.</Text>
        <Text color="fg.muted">
          Your analytics start with your first scan: each part of your score, your keywords, and how your resume
          compares with its industry.
        </Text>
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={paths.upload}>
            <UploadIcon /> Scan your first resume
          </RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap="8" data-testid="analytics-dashboard">
      <Text
        fontSize="sm"
        color="fg.muted"
      >{`From your ${analytics.scanCount === 1 ? 'first scan' : `${analytics.scanCount} most recent scans`}.`}</Text>
      <ComponentsOverTime analytics={analytics} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <KeywordCoverage analytics={analytics} />
        <MissingKeywords analytics={analytics} />
        <BeforeAfter analytics={analytics} />
        <IndustryStanding analytics={analytics} />
      </SimpleGrid>
    </Stack>
  );
}
