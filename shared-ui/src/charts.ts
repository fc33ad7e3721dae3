/**
 * Charts: a federation singleton of its own, downloaded only by the pages that draw one (the
 * profile's score history and the advanced analytics dashboard), never by the landing page or the scanner. Chakra's chart helpers
 * (`useChart` for theme colours and number formats, `Chart.Root`, tooltip and legend in the design
 * system's style) on recharts, which draws the SVG. Only the recharts parts the product uses are
 * re-exported: a shared module is not tree-shaken, so every export here is downloaded.
 */
export { Chart, useChart, type UseChartReturn } from '@chakra-ui/charts';
export { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip as ChartTooltip, XAxis, YAxis } from 'recharts';
