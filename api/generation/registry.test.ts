import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { toolParams } from '../contract/generation';
import { createRegistry, providersFromConfig } from './registry';

/** Which provider serves each tool: configuration, defaulting to the real providers whose keys are set, else demo. */
const registryFor = (env: Record<string, string>) => {
  const config = loadConfig({ DATA_DIR: '/tmp/studio18-registry', ...env });
  return createRegistry(providersFromConfig(config), config.providers.choice);
};

describe('the provider registry', () => {
  it('uses the demo renderer for every generating tool when no key is set, and the models of this server for the two image tools', () => {
    const registry = registryFor({});
    expect(registry.names()).toEqual(['demo', 'local']);
    for (const tool of [
      'free-flux',
      'free-remix',
      'image-to-image',
      'text-to-video',
      'image-to-video',
      'premium-text-to-image',
      'fast-photo',
    ] as const) {
      expect(registry.forTool(tool)).toEqual({ primary: 'demo', fallback: null });
    }
    expect(registry.forTool('upscale')).toEqual({ primary: 'local', fallback: null });
    expect(registry.forTool('remove-background')).toEqual({ primary: 'local', fallback: null });
  });

  it('runs upscale and background removal at fal or ComfyUI when configured, with the local models as the fallback', () => {
    expect(registryFor({ FAL_KEY: 'k' }).forTool('upscale')).toEqual({ primary: 'fal', fallback: 'local' });
    expect(registryFor({ FAL_KEY: 'k', COMFYUI_URL: 'http://gpu-box:8188' }).forTool('remove-background')).toEqual({
      primary: 'fal',
      fallback: 'comfyui',
    });
    expect(registryFor({ COMFYUI_URL: 'http://gpu-box:8188' }).forTool('upscale')).toEqual({ primary: 'comfyui', fallback: 'local' });
    expect(registryFor({ FAL_KEY: 'k', PROVIDER_UPSCALE: 'local', FALLBACK_UPSCALE: 'none' }).forTool('upscale')).toEqual({
      primary: 'local',
      fallback: null,
    });
    expect(registryFor({ HF_TOKEN: 'hf_x' }).forTool('remove-background')).toEqual({ primary: 'local', fallback: null });
    expect(() => registryFor({ PROVIDER_UPSCALE: 'huggingface' })).toThrow(
      'PROVIDER_UPSCALE=huggingface: that provider is not configured or cannot do upscale',
    );
    expect(() => registryFor({ PROVIDER_FREE_FLUX: 'local' })).toThrow(
      'PROVIDER_FREE_FLUX=local: that provider is not configured or cannot do text-to-image',
    );
  });

  it('prefers Hugging Face for FREE FLUX and fal elsewhere, each falling back to the other where it can', () => {
    const registry = registryFor({ FAL_KEY: 'k', HF_TOKEN: 'hf_x' });
    expect(registry.forTool('free-flux')).toEqual({ primary: 'huggingface', fallback: 'fal' });
    expect(registry.forTool('free-remix')).toEqual({ primary: 'fal', fallback: 'huggingface' });
    expect(registry.forTool('text-to-video')).toEqual({ primary: 'fal', fallback: null });
    expect(registry.forTool('premium-text-to-image')).toEqual({ primary: 'fal', fallback: 'huggingface' });
    expect(registry.forTool('fast-photo')).toEqual({ primary: 'huggingface', fallback: 'fal' });
  });

  it("runs a premium job on the provider its member chose with the other as fallback, or the tool's providers when the chosen one is not configured", () => {
    const premium = (apiProvider: 'fal' | 'huggingface') =>
      ({ tool: 'premium-text-to-image', params: { ...toolParams['premium-text-to-image'].parse({ prompt: 'x' }), apiProvider } }) as const;
    const both = registryFor({ FAL_KEY: 'k', HF_TOKEN: 'hf_x' });
    expect(both.forJob(premium('huggingface'))).toEqual({ primary: 'huggingface', fallback: 'fal' });
    expect(both.forJob(premium('fal'))).toEqual({ primary: 'fal', fallback: 'huggingface' });
    expect(registryFor({ HF_TOKEN: 'hf_x' }).forJob(premium('fal'))).toEqual({ primary: 'huggingface', fallback: null });
    expect(registryFor({ FAL_KEY: 'k', COMFYUI_URL: 'http://gpu-box:8188' }).forJob(premium('fal'))).toEqual({
      primary: 'fal',
      fallback: 'comfyui',
    });
    expect(registryFor({}).forJob(premium('huggingface'))).toEqual({ primary: 'demo', fallback: null });
    expect(registryFor({ FAL_KEY: 'k', HF_TOKEN: 'hf_x', FALLBACK_PREMIUM_TEXT_TO_IMAGE: 'none' }).forJob(premium('huggingface'))).toEqual({
      primary: 'huggingface',
      fallback: null,
    });
    // A tool without the choice: its providers.
    const fast = { tool: 'fast-photo', params: toolParams['fast-photo'].parse({ prompt: 'x' }) } as const;
    expect(both.forJob(fast)).toEqual({ primary: 'huggingface', fallback: 'fal' });
  });

  it('uses ComfyUI for what it can do when it is the only provider configured', () => {
    const registry = registryFor({ COMFYUI_URL: 'http://gpu-box:8188' });
    expect(registry.forTool('free-flux')).toEqual({ primary: 'comfyui', fallback: null });
    expect(registry.forTool('text-to-video')).toEqual({ primary: 'demo', fallback: null });
  });

  it('follows PROVIDER_ and FALLBACK_ settings, and refuses a provider that is not configured or cannot do the tool', () => {
    expect(
      registryFor({ FAL_KEY: 'k', HF_TOKEN: 'hf_x', PROVIDER_FREE_FLUX: 'fal', FALLBACK_FREE_FLUX: 'none' }).forTool('free-flux'),
    ).toEqual({ primary: 'fal', fallback: null });
    expect(registryFor({ FAL_KEY: 'k', FALLBACK_TEXT_TO_VIDEO: 'demo' }).forTool('text-to-video')).toEqual({
      primary: 'fal',
      fallback: 'demo',
    });
    expect(() => registryFor({ PROVIDER_FREE_FLUX: 'fal' })).toThrow(
      'PROVIDER_FREE_FLUX=fal: that provider is not configured or cannot do text-to-image',
    );
    expect(
      registryFor({ FAL_KEY: 'k', HF_TOKEN: 'hf_x', PROVIDER_FAST_PHOTO: 'fal', FALLBACK_FAST_PHOTO: 'none' }).forTool('fast-photo'),
    ).toEqual({ primary: 'fal', fallback: null });
    expect(() => registryFor({ PROVIDER_PREMIUM_TEXT_TO_IMAGE: 'fal' })).toThrow(
      'PROVIDER_PREMIUM_TEXT_TO_IMAGE=fal: that provider is not configured or cannot do text-to-image',
    );
    expect(() => registryFor({ FAL_KEY: 'k', FALLBACK_FAST_PHOTO: 'huggingface' })).toThrow(
      'FALLBACK_FAST_PHOTO=huggingface: that provider is not configured or cannot do text-to-image',
    );
    expect(() => registryFor({ HF_TOKEN: 'hf_x', PROVIDER_TEXT_TO_VIDEO: 'huggingface' })).toThrow(
      'PROVIDER_TEXT_TO_VIDEO=huggingface: that provider is not configured or cannot do text-to-video',
    );
  });
});
