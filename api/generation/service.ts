import { createHash } from 'node:crypto';
import { type InferResult, type Kysely, sql } from 'kysely';
import type { Config } from '../config';
import {
  type AnyToolParams,
  type Generation,
  generationMessages,
  type GenerationOutput,
  type GenerationsPage,
  type GenerationStatus,
  inputSizeProblem,
  jobText,
  outputOf,
  promptOf,
  PROVIDER_LABELS,
  type SubmitResponse,
  type ToolId,
  toolCost,
  toolParams,
  TOOLS,
  uploadOf,
} from '../contract/generation';
import { maintenanceMessage, type SiteSettings } from '../contract/settings';
import type { Database, StoredOutput } from '../db/schema';
import type { Claims, RequestTransaction } from '../http/context';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';
import type { Metrics } from '../metrics/metrics';
import { ClassifierUnavailable, type HostedClassifier } from '../moderation/hosted';
import { checkPrompt, isSexualPrompt, POLICY_VERSION } from '../moderation/policy';
import { itemsOfJobs, type JobItem, ownItemFile } from '../gallery/service';
import { refuseYoungFaceUpload } from '../safety/uploads';
import { copyOutputAsUpload, type CopiedOutput, recordCopiedOutput, uploadFaces, uploadForSubmit } from '../uploads/service';
import type { Storage } from '../storage/storage';
import { refusalWarning, type StrikeService, suspendedMessage } from '../strikes/service';
import type { ProviderRegistry } from './registry';
import { randomSeed } from './tasks';

/**
 * The rules of generation jobs as the API sees them: who may submit what, the content policy, the
 * cost, the free-tool limits, idempotent submits, and reading jobs back under RLS. The worker
 * (worker.ts) runs the jobs. Rows have the types of the generated api/db/schema.ts.
 */

export interface Requester {
  claims: Claims | null;
  clientHash: string | null;
  ip: string;
}

export interface GenerationServiceDeps {
  /** The owner pool: moderation records (kept even though the request that caused them fails) and event reads. */
  owner: Kysely<Database>;
  storage: Storage;
  config: Config;
  registry: ProviderRegistry;
  logger: Logger;
  /** The hosted classifier asked after the local rules (MODERATION_URL); undefined: local rules only. */
  classifier?: HostedClassifier;
  /** The run-time settings (free-tool limits, maintenance switches, strike thresholds; api/settings). */
  settings: { current(): Promise<SiteSettings> };
  /** Refused prompts counted per account or browser, and suspensions (api/strikes). */
  strikes: StrikeService;
  /** Where refused prompts are counted by rule for the metrics endpoint (api/metrics). */
  metrics: Pick<Metrics, 'refused'>;
}

/** How long a client is told to wait when the hosted safety check could not answer. */
const SAFETY_CHECK_RETRY_AFTER_SECONDS = 5;

/** Hash of what was asked, so an Idempotency-Key reused for another request is refused. */
function requestHash(job: AnyToolParams): string {
  return createHash('sha256').update(JSON.stringify(job)).digest('hex');
}

export function providerLabel(name: string): string {
  return PROVIDER_LABELS[name] ?? name;
}

export function createGenerationService(deps: GenerationServiceDeps) {
  const { owner, storage, config, registry, logger, classifier, strikes } = deps;

  /**
   * Outputs with signed URLs, and for a member's outputs their gallery item (`items`, by object key:
   * keys are never shared between jobs) and still (a WebP thumbnail, a video's poster). A visitor's
   * outputs have neither.
   */
  const signOutputs = (outputs: StoredOutput[], items?: ReadonlyMap<string, JobItem>): GenerationOutput[] =>
    outputs.map((output) => {
      const item = items?.get(output.key);
      return {
        kind: output.kind,
        url: storage.signedUrl(output.bucket, output.key),
        contentType: output.contentType,
        width: output.width,
        height: output.height,
        label: output.label,
        thumbUrl: output.thumbKey ? storage.signedUrl(output.bucket, output.thumbKey) : null,
        itemId: item?.id ?? null,
        saved: item?.saved ?? false,
      };
    });

  const toGeneration = (row: GenerationRow, items?: ReadonlyMap<string, JobItem>): Generation => {
    const used = row.provider_used ?? row.provider;
    return {
      id: row.id,
      tool: row.tool,
      status: row.status,
      progress: row.progress,
      cost: row.cost,
      refunded: row.status === 'failed' || row.status === 'canceled' || row.status === 'held' ? row.cost : 0,
      provider: used,
      providerLabel: providerLabel(used),
      prompt: row.prompt,
      params: row.params,
      error: row.error,
      outputs: signOutputs(row.outputs, items),
      inputUrl: row.upload_key ? storage.signedUrl('images', row.upload_key) : null,
      createdAt: row.created_at.toISOString(),
      startedAt: row.started_at?.toISOString() ?? null,
      finishedAt: row.finished_at?.toISOString() ?? null,
      expiresAt: row.expires_at?.toISOString() ?? null,
    };
  };

  /** Jobs as the API reads them back: the row and its input image's object key. */
  const selectGenerations = (trx: RequestTransaction) =>
    trx
      .selectFrom('generation_list as g')
      .select([
        'g.id',
        'g.seq',
        'g.tool',
        'g.status',
        'g.progress',
        'g.cost',
        'g.provider',
        'g.provider_used',
        'g.prompt',
        'g.params',
        'g.error',
        'g.outputs',
        'g.created_at',
        'g.started_at',
        'g.finished_at',
        'g.expires_at',
        'g.user_id',
        'g.upload_key',
      ]);
  type GenerationRow = InferResult<ReturnType<typeof selectGenerations>>[number];

  /**
   * Records a refused prompt and counts it against the account or browser, in a transaction of its
   * own (the request itself is rolled back), and answers the refusal: with a warning above the
   * warning threshold, or saying that generation is now suspended; an account or browser suspended
   * already is answered 403 with that message (its refused prompt is still recorded).
   */
  async function refuse(
    requester: Requester,
    tool: ToolId,
    prompt: string,
    negative: string | undefined,
    verdict: { rule: string; matched: string },
  ): Promise<ApiError> {
    const subject = { userId: requester.claims?.sub ?? null, clientHash: requester.claims ? null : requester.clientHash, ip: requester.ip };
    const outcome = await strikes.recordRefusal(subject, (await deps.settings.current()).strikes, {
      tool,
      prompt,
      negative,
      rule: verdict.rule,
      matched: verdict.matched,
      policyVersion: POLICY_VERSION,
    });
    deps.metrics.refused(verdict.rule);
    if (outcome?.state === 'still_suspended') return new ApiError('forbidden', suspendedMessage(subject));
    return new ApiError('content_policy', generationMessages.contentRefused, undefined, refusalWarning(outcome, subject));
  }

  /**
   * The hosted classifier, for a prompt the local rules let through: a prompt (or negative prompt) it
   * rates as sexual content involving minors is refused and recorded as the local rules do. When it
   * cannot answer, a sexual prompt is not run unchecked (503, the client may try again); any other
   * prompt goes on.
   */
  async function checkHosted(requester: Requester, tool: ToolId, prompt: string, negative: string | undefined) {
    const texts = negative?.trim() ? [prompt, negative] : [prompt];
    try {
      const verdict = await classifier!.check(texts);
      if (!verdict.flagged) return;
      const matched = `${verdict.input === 0 ? 'prompt' : 'negative prompt'} (score ${verdict.score.toFixed(3)})`;
      const refusal = await refuse(requester, tool, prompt, negative, { rule: `hosted:${verdict.category}`, matched });
      logger.warn('prompt refused by the hosted classifier', { tool, category: verdict.category });
      throw refusal;
    } catch (error) {
      if (!(error instanceof ClassifierUnavailable)) throw error;
      const sexual = isSexualPrompt(prompt);
      logger.warn('hosted classifier unavailable', { tool, detail: error.message, refused: sexual });
      if (sexual) throw new ApiError('unavailable', generationMessages.safetyCheckUnavailable, SAFETY_CHECK_RETRY_AFTER_SECONDS);
    }
  }

  /**
   * The member's own output a job names (`outputId`), copied as an upload of theirs before any
   * transaction opens. A retry of a submit whose Idempotency-Key already has its job copies nothing:
   * that job is answered as it is.
   */
  async function copyChosenOutput(
    requester: Requester,
    job: AnyToolParams,
    idempotencyKey: string | undefined,
  ): Promise<CopiedOutput | null> {
    const outputId = outputOf(job);
    if (!outputId) return null;
    const userId = requester.claims?.sub;
    if (!userId) throw new ApiError('unauthorized', generationMessages.signInRequired);
    if (idempotencyKey) {
      const earlier = await owner
        .selectFrom('generations')
        .select('id')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (earlier) return null;
    }
    return copyOutputAsUpload(storage, logger, userId, await ownItemFile(owner, userId, outputId));
  }

  /** Charges and records the job in the request's transaction (public.submit_generation). */
  async function record(
    trx: RequestTransaction,
    requester: Requester,
    job: AnyToolParams,
    uploadId: string | null,
    idempotencyKey: string | undefined,
    settings: SiteSettings,
  ): Promise<SubmitResponse & { provider: string }> {
    const info = TOOLS[job.tool];
    const hash = requestHash(job);
    // Tools with a seed get one now, so a job's stored settings say exactly what ran.
    const params =
      'seed' in toolParams[job.tool].shape
        ? { ...job.params, seed: ('seed' in job.params ? job.params.seed : undefined) ?? randomSeed() }
        : job.params;
    const { primary, fallback } = registry.forJob(job);
    const limits = info.free
      ? [
          { key: `ip:${requester.ip}`, max: settings.freeLimits.perIp },
          ...(requester.claims ? [{ key: `member:${requester.claims.sub}`, max: settings.freeLimits.perMember }] : []),
        ]
      : [];
    const expiresAt = requester.claims ? null : new Date(Date.now() + config.generation.anonTtlHours * 3600_000);

    const { rows } = await sql<{ generation_id: string; created: boolean; status: GenerationStatus; cost: number }>`
      select * from public.submit_generation(${job.tool}, ${JSON.stringify(params)}::jsonb, ${jobText(job)}, ${uploadId}::uuid,
        ${toolCost(job)}::integer, ${primary}, ${fallback}, ${idempotencyKey ?? null}, ${hash}, ${expiresAt}::timestamptz,
        ${limits.length ? sql`${limits.map((limit) => limit.key)}::text[]` : sql`null::text[]`},
        ${limits.length ? sql`${limits.map((limit) => limit.max)}::integer[]` : sql`null::integer[]`},
        ${settings.freeLimits.windowSeconds}::integer)`.execute(trx);
    const row = rows[0]!;
    return { id: row.generation_id, created: row.created, status: row.status, cost: row.cost, provider: primary };
  }

  /** Members' jobs with outputs: only they have gallery items. */
  const withItems = (rows: GenerationRow[]) => rows.filter((row) => row.user_id !== null && row.outputs.length > 0).map((row) => row.id);

  return {
    /**
     * The outputs of a job's 'result' event as they are sent, with their gallery items. Read by the
     * owner: the route checked the job is the caller's before it followed it.
     */
    async resultOutputs(generationId: string, outputs: StoredOutput[]): Promise<GenerationOutput[]> {
      return signOutputs(outputs, outputs.length > 0 ? await itemsOfJobs(owner, [generationId]) : undefined);
    },

    /**
     * Checks, charges and records a job in the request's transaction. The job is enqueued by the
     * caller once that transaction has committed (routes.ts, afterCommit). The transaction is opened
     * only after the content policy: a refusal is recorded on the owner's pool, and a request never
     * holds one connection while it waits for another.
     */
    async submit(
      openTransaction: () => Promise<RequestTransaction>,
      requester: Requester,
      job: AnyToolParams,
      idempotencyKey: string | undefined,
    ): Promise<SubmitResponse & { provider: string }> {
      const info = TOOLS[job.tool];
      if (info.requiresSignIn && !requester.claims) throw new ApiError('unauthorized', generationMessages.signInRequired);
      if (!requester.claims && !requester.clientHash) throw new ApiError('bad_request', 'Missing X-Client-Id header');
      // A paused tool is refused before anything else is looked at.
      const settings = await deps.settings.current();
      if (settings.maintenance[job.tool]) throw new ApiError('under_maintenance', maintenanceMessage(job.tool), 60);

      const prompt = promptOf(job);
      const negative = 'negativePrompt' in job.params ? job.params.negativePrompt : undefined;
      // The tools without a prompt (upscale, background removal) have no words to check.
      const verdict = prompt ? checkPrompt({ prompt, negativePrompt: negative }) : { allowed: true as const };
      if (!verdict.allowed) {
        const refusal = await refuse(requester, job.tool, prompt, negative, verdict);
        logger.warn('prompt refused by the content policy', { tool: job.tool, rule: verdict.rule });
        throw refusal;
      }
      // A suspended account or browser: refused whatever it asks, before the classifier, tokens or providers.
      await strikes.assertNotSuspended({
        userId: requester.claims?.sub ?? null,
        clientHash: requester.claims ? null : requester.clientHash,
      });
      if (classifier && prompt) await checkHosted(requester, job.tool, prompt, negative);
      const chosenUpload = uploadOf(job);
      if (chosenUpload && prompt) {
        const subject = { userId: requester.claims?.sub ?? null, clientHash: requester.clientHash };
        await refuseYoungFaceUpload(
          owner,
          config,
          logger,
          { ...subject, ip: requester.ip, tool: job.tool, prompt, negativePrompt: negative },
          () => uploadFaces(owner, { ...subject, uploadId: chosenUpload }),
        );
      }
      const copy = await copyChosenOutput(requester, job, idempotencyKey);

      try {
        const trx = await openTransaction();
        let input: { id: string; width: number; height: number } | null = null;
        if (chosenUpload) {
          const upload = await uploadForSubmit(trx, chosenUpload);
          if (!upload) throw new ApiError('bad_request', generationMessages.uploadMissing);
          input = upload;
          if (info.requiresConsent && !upload.consented) throw new ApiError('bad_request', generationMessages.consentRequired);
        } else if (copy) {
          await recordCopiedOutput(trx, requester.claims!.sub, job.tool, copy);
          input = { id: copy.id, width: copy.image.width, height: copy.image.height };
        }
        const tooLarge = input && inputSizeProblem(job, input.width, input.height);
        if (tooLarge) throw new ApiError('bad_request', tooLarge);
        return await record(trx, requester, job, input?.id ?? null, idempotencyKey, settings);
      } catch (error) {
        // Refused after the copy was stored: its file goes, and its row never committed.
        if (copy)
          await storage
            .delete('images', copy.key)
            .catch((cleanup: unknown) => logger.warn('removing a copied output failed', { key: copy.key, error: cleanup }));
        throw error;
      }
    },

    async list(
      trx: RequestTransaction,
      requester: Requester,
      page: { limit: number; before?: string; tool?: ToolId },
    ): Promise<GenerationsPage> {
      let query = selectGenerations(trx)
        .orderBy('g.seq', 'desc')
        .limit(page.limit + 1);
      if (page.tool) query = query.where('g.tool', '=', page.tool);
      query = requester.claims
        ? query.where('g.user_id', '=', requester.claims.sub)
        : query.where('g.client_hash', '=', requester.clientHash ?? '');
      if (page.before) query = query.where('g.seq', '<', page.before);
      const rows = await query.execute();
      const more = rows.length > page.limit;
      const shown = rows.slice(0, page.limit);
      const items = await itemsOfJobs(trx, withItems(shown));
      return { generations: shown.map((row) => toGeneration(row, items)), nextCursor: more ? shown.at(-1)!.seq : null };
    },

    /** One job the caller may see (its own; an admin's any), or 404. */
    async get(trx: RequestTransaction, id: string): Promise<Generation> {
      const row = await selectGenerations(trx).where('g.id', '=', id).executeTakeFirst();
      if (!row) throw new ApiError('not_found', generationMessages.notFound);
      return toGeneration(row, await itemsOfJobs(trx, withItems([row])));
    },

    async cancel(trx: RequestTransaction, id: string): Promise<GenerationStatus> {
      const { rows } = await sql<{ status: GenerationStatus }>`select public.cancel_generation(${id}::uuid) as status`.execute(trx);
      return rows[0]!.status;
    },

    /** Events after `afterId`, oldest first (the owner reads them; the route checked the job is visible first). */
    async eventsAfter(generationId: string, afterId: string, limit: number) {
      return owner
        .selectFrom('generation_events')
        .select(['id', 'kind', 'data'])
        .where('generation_id', '=', generationId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** The job's status and its place among the queued jobs of its provider (1 = next). */
    async queueState(generationId: string): Promise<{ status: GenerationStatus; position: number | null } | null> {
      const row = await owner
        .selectFrom('generations as g')
        .select((eb) => [
          'g.status',
          eb
            .selectFrom('generations as q')
            .select(eb.fn.countAll<string>().as('ahead'))
            .where('q.status', '=', 'queued')
            .whereRef('q.provider', '=', 'g.provider')
            .whereRef('q.seq', '<', 'g.seq')
            .as('ahead'),
        ])
        .where('g.id', '=', generationId)
        .executeTakeFirst();
      if (!row) return null;
      return { status: row.status, position: row.status === 'queued' ? Number(row.ahead ?? 0) + 1 : null };
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
