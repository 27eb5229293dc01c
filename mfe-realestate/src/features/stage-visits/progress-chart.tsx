import { ResponsiveLine } from '@nivo/line';
import { Box } from 'shared/ui';
import { STAGE_COMPONENTS, type ProgressPoint } from '../../model';

const COLORS = ['#1a365d', '#38a169', '#d69e2e', '#e53e3e', '#805ad5', '#3182ce', '#dd6b20', '#319795', '#b83280', '#718096'];

/** Overall and per-component completion over the visits, one line each (0-100 %). */
export function ProgressChart({ projectName, points }: { projectName: string; points: ProgressPoint[] }) {
  const series = [
    { id: 'Overall %', data: points.map((p) => ({ x: p.visited_on, y: p.overall_pct })) },
    ...STAGE_COMPONENTS.map((c) => ({ id: c.label, data: points.map((p) => ({ x: p.visited_on, y: p.components[c.name] ?? 0 })) })),
  ];
  return (
    <Box h="360px" data-testid="stage-progress-chart">
      <ResponsiveLine
        data={series}
        colors={COLORS}
        margin={{ top: 12, right: 130, bottom: 56, left: 48 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 100 }}
        axisBottom={{ tickRotation: points.length > 6 ? -45 : 0 }}
        axisLeft={{ format: (v) => `${v}%`, tickValues: [0, 25, 50, 75, 100] }}
        gridYValues={[0, 25, 50, 75, 100]}
        yFormat={(v) => `${v}%`}
        pointSize={6}
        lineWidth={2}
        enableSlices="x"
        useMesh={false}
        animate={false}
        legends={[{ anchor: 'right', direction: 'column', translateX: 120, itemWidth: 110, itemHeight: 18 }]}
        role="img"
        ariaLabel={`Stage progress of ${projectName} chart`}
      />
    </Box>
  );
}
