import { describe, expect, it } from 'vitest';
import { toolParams } from '../../../../api/contract/generation';
import { checkVideoParams } from './videoCheck';
import { VIDEO_DEFAULTS, videoParams, videoSummary } from './VideoOptions';

const UPLOAD = '00000000-0000-4000-8000-000000000000';

describe('the video options as sent', () => {
  it('sends the defaults the API applies (16:9, 720p, 129 frames, no LoRA, safety checker off) and no seed when none is typed', () => {
    const params = videoParams(VIDEO_DEFAULTS);
    expect(params).toEqual({
      negativePrompt: '',
      loras: [],
      aspectRatio: '16:9',
      resolution: '720p',
      numFrames: 129,
      enableSafetyChecker: false,
    });
    expect(toolParams['text-to-video'].parse({ prompt: 'a boat' })).toMatchObject(params);
  });

  it('sends a typed seed as a number and trims the LoRA addresses', () => {
    const params = videoParams({
      ...VIDEO_DEFAULTS,
      seed: ' 42 ',
      loras: [{ key: 1, path: ' https://example.com/a.safetensors ', scale: 0.5 }],
    });
    expect(params.seed).toBe(42);
    expect(params.loras).toEqual([{ path: 'https://example.com/a.safetensors', scale: 0.5 }]);
    expect(checkVideoParams(toolParams['text-to-video'], { prompt: 'a boat', ...params })).toBeNull();
  });
});

describe("the check before sending, with the API's words", () => {
  const check = (settings: Partial<typeof VIDEO_DEFAULTS>) =>
    checkVideoParams(toolParams['text-to-video'], { prompt: 'a wave', ...videoParams({ ...VIDEO_DEFAULTS, ...settings }) });

  it('refuses LoRAs for Image to Video, whose model applies none', () => {
    const withLora = videoParams({ ...VIDEO_DEFAULTS, loras: [{ key: 1, path: 'https://example.com/a.safetensors', scale: 1 }] });
    expect(checkVideoParams(toolParams['image-to-video'], { uploadId: UPLOAD, prompt: 'a wave', ...withLora })).toEqual({
      message: 'LoRAs are available for Text to Video only',
      lora: null,
    });
    expect(
      checkVideoParams(toolParams['image-to-video'], { uploadId: UPLOAD, prompt: 'a wave', ...videoParams(VIDEO_DEFAULTS) }),
    ).toBeNull();
  });

  it('names the LoRA row whose address is not https, or whose scale is outside 0-2', () => {
    const rows = [
      { key: 1, path: 'https://example.com/a.safetensors', scale: 1 },
      { key: 2, path: 'http://example.com/b.safetensors', scale: 1 },
    ];
    expect(check({ loras: rows })).toEqual({ message: 'A LoRA must be an https URL', lora: 1 });
    expect(check({ loras: [{ key: 1, path: 'https://example.com/a.safetensors', scale: 2.5 }] })).toEqual({
      message: 'A LoRA scale must be from 0 to 2',
      lora: 0,
    });
    expect(check({ loras: [{ key: 1, path: 'https://example.com/a.safetensors', scale: Number.NaN }] })).toEqual({
      message: 'A LoRA scale must be a number from 0 to 2',
      lora: 0,
    });
  });

  it('refuses a fourth LoRA and a seed that is not a whole number', () => {
    const row = (key: number) => ({ key, path: `https://example.com/${key}.safetensors`, scale: 1 });
    expect(check({ loras: [row(1), row(2), row(3)] })).toBeNull();
    expect(check({ loras: [row(1), row(2), row(3), row(4)] })).toEqual({ message: 'At most 3 LoRAs', lora: null });
    expect(check({ seed: '1.5' })).toEqual({ message: 'The seed must be a whole number', lora: null });
    expect(check({ seed: 'abc' })).toEqual({ message: 'The seed must be a whole number', lora: null });
  });
});

describe("a history entry's settings", () => {
  it('reads resolution, aspect, frames, pro mode and the LoRAs of a job', () => {
    expect(videoSummary({ resolution: '480p', aspectRatio: '9:16', numFrames: 85, proMode: true, loras: [{}, {}] })).toBe(
      '480p · 9:16 · 85 frames · Pro · 2 LoRAs',
    );
    expect(videoSummary({ resolution: '720p', aspectRatio: '16:9', numFrames: 129, proMode: false, loras: [] })).toBe(
      '720p · 16:9 · 129 frames',
    );
  });
});
