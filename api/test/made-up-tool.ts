import { cp, mkdir, mkdtemp, readdir, readFile, rm, rmdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOOL_IDS } from '../contract/generation';

/**
 * A copy of the site's code with one tool more, added the way a developer adds a tool: its contract
 * entry (id, parameters, what it costs and says), its provider task, its view, and one migration
 * widening the database's list of tools. Nothing else is edited: the tests that import the copy
 * (api/generation/made-up-tool.test.ts, pwa/src/pages/studio/made-up-tool.test.tsx) prove that the
 * API charges, runs and keeps its jobs and the Studio shows and submits it with no other change.
 * Each edit is anchored on text that must occur once, so a refactor that moves an anchor fails here
 * loudly instead of testing an unchanged copy.
 */

export const MADE_UP_TOOL = {
  id: 'postcard',
  name: 'Postcard Maker',
  cost: 2,
  summary: 'A landscape postcard from one line of text.',
} as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const CONTRACT_EDITS: Edit[] = [
  // The id.
  { anchor: "  'remove-background',\n] as const;", insert: "  'postcard',\n", at: 'before-end' },
  // Its parameters.
  {
    anchor: '} as const satisfies Record<ToolId, z.ZodType>;',
    insert: "  postcard: paramsObject({ prompt: prompt('Please enter a prompt'), seed }),\n",
    at: 'before',
  },
  // What it is, costs and says.
  {
    anchor: 'export const TOOLS: Record<ToolId, ToolInfo> = {\n',
    insert: `  postcard: {
    name: '${MADE_UP_TOOL.name}',
    page: '/apps/postcard',
    icon: 'image',
    providers: ['fal', 'huggingface', 'comfyui'],
    kind: 'text-to-image',
    output: 'image',
    cost: ${MADE_UP_TOOL.cost},
    free: false,
    requiresSignIn: true,
    requiresConsent: false,
    model: 'FLUX Schnell',
    failureMessage: generationMessages.failedImages,
    summary: '${MADE_UP_TOOL.summary}',
  },
`,
    at: 'after',
  },
];

const TASK_EDIT: Edit = {
  anchor: '  switch (job.tool) {\n',
  insert: `    case 'postcard':
      return {
        kind: 'text-to-image',
        prompt: job.params.prompt,
        negativePrompt: '',
        width: 1216,
        height: 832,
        steps: 4,
        guidance: 3.5,
        seed,
        numImages: 1,
        outputFormat: 'png',
        model: 'flux-schnell',
      };
`,
  at: 'after',
};

const VIEW = `import { type FormEvent, useCallback, useState } from 'react';
import { type Generation, generationMessages, toolParams } from '../../../../api/contract/generation';
import { CostBadge } from '../../components/generation/CostBadge';
import { useToolPaused } from '../../components/generation/MaintenanceNotice';
import { PromptField } from '../../components/generation/PromptField';
import { ResultImage } from '../../components/generation/ResultImage';
import { StudioPage } from './StudioPage';
import { useFormError } from './useFormError';
import { useStudioJob } from './useStudioJob';

const TOOL = 'postcard';

export default function PostcardView() {
  const [prompt, setPrompt] = useState('');
  const form = useFormError();
  const showSettings = useCallback((job: Generation) => {
    const parsed = toolParams[TOOL].safeParse(job.params);
    if (parsed.success) setPrompt(parsed.data.prompt);
  }, []);
  const { state, busy, start, linkError } = useStudioJob(TOOL, showSettings);
  const paused = useToolPaused(TOOL, state.errorCode);

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (busy || paused) return;
    if (prompt.trim() === '') return form.setError(generationMessages.promptRequired);
    form.setError(null);
    const text = prompt.trim();
    await start(TOOL, async () => ({ prompt: text }));
  }

  return (
    <StudioPage
      tool={TOOL}
      className="studio-view postcard-view"
      header={{ eyebrow: 'AI Studio · postcards', title: '${MADE_UP_TOOL.name}', lead: '${MADE_UP_TOOL.summary}', meta: <CostBadge tool={TOOL} /> }}
      job={{ state, busy, paused }}
      form={{
        label: 'Postcard settings',
        onSubmit: generate,
        input: (
          <PromptField id="postcard-prompt" value={prompt} rows={3} placeholder="A harbour at dawn" onChange={form.clearing(setPrompt)} />
        ),
        error: form.error ?? linkError,
        generate: { label: 'Generate', blocked: prompt.trim() === '' },
      }}
      result={{
        title: 'Your postcard',
        titleId: 'postcard-title',
        body: state.outputs.map((output) => <ResultImage key={output.url} output={output} alt={\`Postcard: \${prompt}\`} />),
        log: state.log,
      }}
    />
  );
}
`;

interface Edit {
  anchor: string;
  insert: string;
  /** Before the anchor, after it, or before its last line (inside a list that the anchor closes). */
  at: 'before' | 'after' | 'before-end';
}

function apply(text: string, edit: Edit, file: string): string {
  const first = text.indexOf(edit.anchor);
  if (first < 0 || text.indexOf(edit.anchor, first + 1) >= 0) {
    throw new Error(`${file}: the anchor ${JSON.stringify(edit.anchor)} must occur exactly once`);
  }
  const end = first + edit.anchor.length;
  const position =
    edit.at === 'before' ? first : edit.at === 'after' ? end : first + edit.anchor.lastIndexOf('\n', edit.anchor.length - 1) + 1;
  return text.slice(0, position) + edit.insert + text.slice(position);
}

async function edit(copy: string, file: string, edits: Edit[]) {
  const full = path.join(copy, file);
  let text = await readFile(full, 'utf8');
  for (const change of edits) text = apply(text, change, file);
  await writeFile(full, text);
}

export interface ToolCopy {
  /** The copy's root: api/, db/, pwa/src/, pwa/test/ and tsconfig.json as in the repository, plus the tool. */
  root: string;
  /** The migration the tool added (its file name). */
  migration: string;
  remove(): Promise<void>;
}

/**
 * Where the copies are made: inside the project, because the PWA tests' module loader does not find
 * files that appear outside it once the run has started (it keeps what it saw of the disk), while
 * it watches the project. Ignored by git, the linters and the type check.
 */
const COPIES = path.join(root, '.made-up-tool');

/** Copies the code (without its tests) to a folder of its own and adds the made-up tool to it. */
export async function copyWithMadeUpTool(): Promise<ToolCopy> {
  await mkdir(COPIES, { recursive: true });
  const copy = await mkdtemp(path.join(COPIES, 'copy-'));
  const notATest = (source: string) => !/\.test\.tsx?$/.test(source);
  await Promise.all(
    ['api', 'db', 'pwa/src', 'pwa/test', 'tsconfig.json'].map((folder) =>
      cp(path.join(root, folder), path.join(copy, folder), { recursive: true, filter: notATest }),
    ),
  );
  // The copy resolves its packages from the repository's (the same module instances, as Node follows the link).
  await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  await edit(copy, 'api/contract/generation.ts', CONTRACT_EDITS);
  await edit(copy, 'api/generation/tasks.ts', [TASK_EDIT]);
  await writeFile(path.join(copy, 'pwa/src/pages/studio/PostcardView.tsx'), VIEW);
  const numbers = (await readdir(path.join(copy, 'db/migrations'))).map((name) => Number(/^(\d+)_/.exec(name)?.[1] ?? 0));
  const migration = `${String(Math.max(...numbers) + 1).padStart(4, '0')}_postcard_tool.sql`;
  const tools = [...TOOL_IDS, MADE_UP_TOOL.id].map((tool) => `'${tool}'`).join(', ');
  await writeFile(
    path.join(copy, 'db/migrations', migration),
    `alter table public.generations drop constraint generations_tool_check;\n` +
      `alter table public.generations add constraint generations_tool_check check (tool in (${tools}));\n`,
  );
  async function remove() {
    await rm(copy, { recursive: true, force: true });
    // The folder goes with its last copy (another test file's may still be in it).
    await rmdir(COPIES).catch(() => undefined);
  }
  return { root: copy, migration, remove };
}
