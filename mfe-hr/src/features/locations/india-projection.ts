// Where a latitude and longitude fall on @svg-maps/india's drawing (viewBox 0 0 612 696). The
// drawing is MapSVG's India in Mercator, spanning these longitudes and latitudes edge to edge:
// checked by placing 22 capitals and cities (Chandigarh and Goa among them) inside their own
// state's outline (india-plot.test.tsx keeps a few of those checks).
const WEST = 68.18;
const EAST = 97.4;
const NORTH = 37.09;
const SOUTH = 6.75;
export const MAP_W = 611.86;
export const MAP_H = 695.7;

const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** The point on the drawing. */
export function project(lat: number, lng: number): [number, number] {
  return [((lng - WEST) / (EAST - WEST)) * MAP_W, ((mercator(NORTH) - mercator(lat)) / (mercator(NORTH) - mercator(SOUTH))) * MAP_H];
}

/** Whether the drawing covers the point (else the plain plot draws it). */
export const onIndiaMap = (lat: number, lng: number) => lat >= SOUTH && lat <= NORTH && lng >= WEST && lng <= EAST;
