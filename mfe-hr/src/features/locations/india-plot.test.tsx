import india from '@svg-maps/india';
import { render } from '@testing-library/react';
import type { LastPosition } from '../../model';
import { IndiaPlot } from './india-plot';
import { onIndiaMap, project } from './india-projection';

const STATES = (india as unknown as { locations: { id: string; name: string; path: string }[] }).locations;

/** The outline's rings (its paths use only m, l and z, relative or absolute). */
function rings(d: string): [number, number][][] {
  const tokens = d.match(/[mMlLzZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g)!;
  const out: [number, number][][] = [];
  let ring: [number, number][] | null = null;
  let cmd = 'm';
  let [x, y, sx, sy] = [0, 0, 0, 0];
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    if (/[a-z]/i.test(t)) {
      cmd = t;
      i++;
      if (/z/i.test(cmd)) [x, y, ring] = [sx, sy, null];
      continue;
    }
    const [a, b] = [Number(t), Number(tokens[i + 1])];
    i += 2;
    const relative = cmd === 'm' || cmd === 'l';
    [x, y] = relative ? [x + a, y + b] : [a, b];
    if (/m/i.test(cmd)) {
      [sx, sy] = [x, y];
      ring = [[x, y]];
      out.push(ring);
      cmd = relative ? 'l' : 'L';
    } else ring!.push([x, y]);
  }
  return out;
}

const inside = (state: string, [px, py]: [number, number]) => {
  let odd = false;
  for (const r of rings(STATES.find((s) => s.name === state)!.path))
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [[xi, yi], [xj, yj]] = [r[i]!, r[j]!];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) odd = !odd;
    }
  return odd;
};

test('places fall inside their own state on the outline (the projection matches the drawing)', () => {
  const places: [string, number, number][] = [
    ['Delhi', 28.6139, 77.209],
    ['Chandigarh', 30.7333, 76.7794],
    ['Goa', 15.4909, 73.8278],
    ['Maharashtra', 18.5204, 73.8567],
    ['Tamil Nadu', 13.0827, 80.2707],
    ['West Bengal', 22.5726, 88.3639],
    ['Assam', 26.1445, 91.7362],
    ['Andaman and Nicobar Islands', 11.6234, 92.7265],
  ];
  for (const [state, lat, lng] of places) expect([state, inside(state, project(lat, lng))]).toEqual([state, true]);
  expect(inside('Karnataka', project(18.5204, 73.8567))).toBe(false);
  expect(onIndiaMap(51.5, -0.12)).toBe(false);
});

const at = (lat: number, lng: number, user_id: number, name: string): LastPosition => ({
  user_id,
  name,
  designation: 'Site Engineer',
  lat,
  lng,
  accuracy_m: 8,
  source: 'CHECK_IN',
  note: null,
  at: '2026-11-25T06:05:00.000Z',
  visits_today: 1,
});

test('the points are drawn over the states, zoomed to them, each a link named by the person', () => {
  const { container, getByRole } = render(
    <IndiaPlot rows={[at(18.5204, 73.8567, 1, 'Suresh Patil'), at(19.076, 72.8777, 2, 'Meena Rao')]} linkOf={(r) => `#${r.user_id}`} />,
  );
  const plot = getByRole('group', { name: "Last positions on the map of India's states" });
  expect(container.querySelectorAll('[data-layer="states"] path')).toHaveLength(STATES.length);
  expect(container.querySelector('[data-layer="states"]')).toHaveAttribute('aria-hidden', 'true');
  // The drawing is scaled into the 640 x 360 frame: read the zoom from its transform.
  const [k, x0, y0] = /scale\(([\d.]+)\) translate\((-?[\d.]+) (-?[\d.]+)\)/
    .exec(container.querySelector('[data-layer="states"]')!.getAttribute('transform')!)!
    .slice(1)
    .map(Number) as [number, number, number];
  for (const name of ['Suresh Patil', 'Meena Rao']) {
    const link = getByRole('link', { name: `${name} on the map` });
    const dot = link.querySelector('circle')!;
    const [cx, cy] = [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))];
    // Back in the drawing's units, the dot lies inside Maharashtra; on screen, inside the frame.
    expect(inside('Maharashtra', [cx / k - x0, cy / k - y0])).toBe(true);
    expect(cx > 0 && cx < 640 && cy > 0 && cy < 360).toBe(true);
  }
  expect(plot.getAttribute('viewBox')).toBe('0 0 640 360');
  // Zoomed in: the frame shows a small part of the country, not all of it.
  const w = 640 / k;
  expect(w).toBeLessThan(200);
});
