import { ImageToolView, type ToolSettings } from './ImageToolView';

const TOOL = 'remove-background';

function settings(): ToolSettings<typeof TOOL> {
  return {
    params: {},
    node: (
      <p className="image-tool-tip">
        Works best with one clear subject: a person, a pet or an object against a background that differs from it. You get a PNG whose
        background is transparent.
      </p>
    ),
  };
}

/** Background Removal (/apps/remove-background): the subject cut out onto transparency by U²-Net on our servers. */
export default function RemoveBackgroundView() {
  return (
    <ImageToolView
      tool={TOOL}
      lead="Cut the subject out of a photo. The background becomes transparent, ready to place on anything: drag the divider to compare."
      settings={settings}
      generate={{ label: 'Remove Background', busyLabel: 'Removing the background…' }}
      result={{
        alt: 'After: the background removed',
        fileStem: 'background removed',
        note: 'PNG with a transparent background',
        transparent: true,
      }}
      handOver={{ tool: 'upscale', label: 'Upscale this' }}
    />
  );
}
