import { useRef, useState, type PointerEvent } from 'react';
import { Button, HStack, Input, Stack, Text } from 'shared/ui';
import { enqueue } from './queue';

const W = 340;
const H = 240;

/** A rough sketch of the plot or flat: boundaries drawn with a finger, dimensions written where tapped. */
export function SketchPad({ caseId, caseNo, userId }: { caseId: number; caseNo: string; userId: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [label, setLabel] = useState('');
  const [drawn, setDrawn] = useState(false);
  const ctx = () => {
    const c = canvas.current!.getContext('2d')!;
    c.lineWidth = 2;
    c.strokeStyle = '#1a202c';
    c.fillStyle = '#1a202c';
    c.font = '14px sans-serif';
    return c;
  };
  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) * W) / r.width, ((e.clientY - r.top) * H) / r.height] as const;
  };
  const clear = () => {
    const c = ctx();
    c.fillStyle = '#ffffff';
    c.fillRect(0, 0, W, H);
    setDrawn(false);
  };
  const save = () =>
    canvas.current!.toBlob((blob) => {
      if (blob) void enqueue({ userId, caseId, caseNo, kind: 'sketch', label: 'Sketch', file: blob, fileName: 'sketch.png' });
    }, 'image/png');
  return (
    <Stack gap="2">
      <canvas
        ref={(el) => {
          (canvas as { current: HTMLCanvasElement | null }).current = el;
          if (el && !el.dataset.ready) {
            el.dataset.ready = '1';
            const c = el.getContext('2d')!;
            c.fillStyle = '#ffffff';
            c.fillRect(0, 0, W, H);
          }
        }}
        width={W}
        height={H}
        role="img"
        aria-label={`Sketch of ${caseNo}`}
        style={{ width: '100%', maxWidth: W, border: '1px solid #a0aec0', touchAction: 'none', background: '#fff' }}
        onPointerDown={(e) => {
          const [x, y] = at(e);
          const c = ctx();
          if (label.trim()) {
            c.fillText(label.trim(), x, y);
            setLabel('');
            setDrawn(true);
            return;
          }
          drawing.current = true;
          c.beginPath();
          c.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const [x, y] = at(e);
          const c = ctx();
          c.lineTo(x, y);
          c.stroke();
          setDrawn(true);
        }}
        onPointerUp={() => (drawing.current = false)}
        onPointerLeave={() => (drawing.current = false)}
      />
      <Input
        size="sm"
        aria-label="Text to write on the sketch"
        placeholder="A dimension, e.g. 30 ft, then tap the sketch"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
      />
      <HStack>
        <Button size="sm" variant="outline" onClick={clear}>
          Clear sketch
        </Button>
        <Button size="sm" colorPalette="blue" onClick={save} disabled={!drawn}>
          Save sketch
        </Button>
      </HStack>
      {!drawn && <Text fontSize="xs">Draw the boundaries with a finger; type a dimension and tap where it goes.</Text>}
    </Stack>
  );
}
