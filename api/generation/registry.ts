import { type Config, envName } from '../config';
import { type AnyToolParams, PREMIUM_PROVIDERS, TOOLS, type ToolId } from '../contract/generation';
import { createComfyUiProvider } from './providers/comfyui';
import { createDemoProvider } from './providers/demo';
import { createFalProvider } from './providers/fal';
import { createHuggingFaceProvider } from './providers/huggingface';
import { createLocalProvider } from './providers/local';
import type { GenerationProvider, ProviderName } from './providers/provider';

/**
 * The providers this process can use and which one serves each tool. A tool's provider is its
 * PROVIDER_<TOOL> setting, or else the first real provider whose settings are present and that can do
 * the tool's kind of task, or else `demo`. Its fallback is FALLBACK_<TOOL> ('none' for none), or else
 * the next real provider that can do it.
 */
export interface ProviderRegistry {
  get(name: ProviderName): GenerationProvider;
  has(name: ProviderName): boolean;
  /** The providers configured in this process. */
  names(): ProviderName[];
  forTool(tool: ToolId): { primary: ProviderName; fallback: ProviderName | null };
  /**
   * The providers of one job. A job whose member chose its provider (`apiProvider`, fal or Hugging
   * Face) is run by that one when this process has it, with the other as its fallback when this
   * process has that (else the tool's fallback; none with FALLBACK_<TOOL>=none). When the chosen one
   * is not configured here, or the tool has no such choice, the tool's providers (forTool).
   */
  forJob(job: AnyToolParams): { primary: ProviderName; fallback: ProviderName | null };
}

export function createRegistry(providers: GenerationProvider[], choice: Config['providers']['choice']): ProviderRegistry {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  const can = (name: ProviderName, tool: ToolId) => byName.get(name)?.supports(TOOLS[tool].kind) ?? false;
  const resolved = new Map<ToolId, { primary: ProviderName; fallback: ProviderName | null }>();
  for (const tool of Object.keys(TOOLS) as ToolId[]) {
    const configured = choice[tool];
    if (configured.primary && !can(configured.primary, tool)) {
      throw new Error(`PROVIDER_${envName(tool)}=${configured.primary}: that provider is not configured or cannot do ${TOOLS[tool].kind}`);
    }
    const primary = configured.primary ?? TOOLS[tool].providers.find((name) => can(name, tool)) ?? 'demo';
    let fallback: ProviderName | null;
    if (configured.fallback === 'none') fallback = null;
    else if (configured.fallback) {
      if (!can(configured.fallback, tool)) {
        throw new Error(
          `FALLBACK_${envName(tool)}=${configured.fallback}: that provider is not configured or cannot do ${TOOLS[tool].kind}`,
        );
      }
      fallback = configured.fallback;
    } else fallback = TOOLS[tool].providers.find((name) => name !== primary && can(name, tool)) ?? null;
    resolved.set(tool, { primary, fallback: fallback === primary ? null : fallback });
  }
  const forTool = (tool: ToolId) => resolved.get(tool)!;
  return {
    get(name) {
      const provider = byName.get(name);
      if (!provider) throw new Error(`Provider ${name} is not configured in this process`);
      return provider;
    },
    has: (name) => byName.has(name),
    names: () => [...byName.keys()],
    forTool,
    forJob(job) {
      const usual = forTool(job.tool);
      if (!('apiProvider' in job.params)) return usual;
      const chosen = job.params.apiProvider;
      if (!can(chosen, job.tool)) return usual;
      if (choice[job.tool].fallback === 'none') return { primary: chosen, fallback: null };
      const other = PREMIUM_PROVIDERS.find((name) => name !== chosen && can(name, job.tool));
      const fallback = other ?? [usual.fallback, usual.primary].find((name) => name && name !== chosen && can(name, job.tool)) ?? null;
      return { primary: chosen, fallback };
    },
  };
}

/**
 * The paid tools a production site pauses: those only the demo renderer serves (no fallback but demo),
 * whose output is labelled as not AI and must not cost a member tokens. Outside production, or with
 * ALLOW_DEMO_RENDERS=true, none.
 */
export function demoPausedTools(registry: Pick<ProviderRegistry, 'forTool'>, config: Pick<Config, 'production' | 'generation'>): ToolId[] {
  if (!config.production || config.generation.allowDemoRenders) return [];
  return (Object.keys(TOOLS) as ToolId[]).filter((tool) => {
    const info = TOOLS[tool];
    const { primary, fallback } = registry.forTool(tool);
    return (info.cost > 0 || (info.proCost ?? 0) > 0) && primary === 'demo' && (fallback === null || fallback === 'demo');
  });
}

/** The settings as the API applies them: with the tools demoPausedTools pauses, kept paused whatever the administrator's switches say. */
export function withDemoPauses(config: Config, registry: Pick<ProviderRegistry, 'forTool'>): Config {
  const paused = demoPausedTools(registry, config);
  return paused.length === 0 ? config : { ...config, generation: { ...config.generation, demoPausedTools: paused } };
}

/** The providers whose settings are present, and the two that need none: the local models and demo. */
export function providersFromConfig(config: Config): GenerationProvider[] {
  const { providers } = config;
  const list: GenerationProvider[] = [createDemoProvider(providers.demo), createLocalProvider()];
  const common = { timeoutMs: providers.timeoutMs, outputs: providers.outputs };
  if (providers.fal) list.push(createFalProvider({ ...providers.fal, ...common }));
  if (providers.huggingface) list.push(createHuggingFaceProvider({ ...providers.huggingface, ...common }));
  if (providers.comfyui) list.push(createComfyUiProvider({ ...providers.comfyui, ...common }));
  return list;
}
