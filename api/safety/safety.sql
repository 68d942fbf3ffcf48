-- The output safety check, a second layer behind the prompt policy: a held job's outputs are never
-- delivered, its tokens are refunded, and the outputs wait in `held_outputs` for the administrator,
-- who releases or removes them. And the refusal of an upload whose face is estimated under the
-- minimum age, used with a sexual prompt.
--
-- Applied after the numbered migrations whenever its text changes (api/db/declarative.ts): this file
-- is the current text of these functions, triggers, policies and grants.

-- Holds the job `p_worker` runs: status 'held' with the message the member sees, its tokens refunded
-- once (refund_tokens is idempotent on the spend), its last events, the held outputs row and the
-- audit entry 'output.held' (no actor: the site did it), in one transaction. Only while the job is
-- still running under this worker, so it ends once. Answers whether it did.
create function public.hold_generation(p_id uuid, p_worker text, p_outputs jsonb, p_model text, p_figures jsonb, p_message text)
  returns boolean
  language plpgsql set search_path = ''
  as $$
  declare
    v_spend bigint;
    v_held uuid;
  begin
    update public.generations g
    set status = 'held', error = p_message, finished_at = now(), lease_expires_at = null, progress = 100
    where g.id = p_id and g.status = 'running' and g.worker_id = p_worker
    returning g.spend_transaction_id into v_spend;
    if not found then
      return false;
    end if;
    if v_spend is not null then
      perform public.refund_tokens(v_spend, 'Refund: output held for review');
    end if;
    insert into public.held_outputs (generation_id, outputs, model, figures)
    values (p_id, p_outputs, p_model, p_figures)
    returning id into v_held;
    perform public.append_generation_events(p_id, jsonb_build_array(
      jsonb_build_object('kind', 'progress', 'data', jsonb_build_object('percent', 100)),
      jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', p_message)),
      jsonb_build_object('kind', 'error', 'data', jsonb_build_object('message', p_message)),
      jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', 'held'))
    ));
    perform public.record_audit('output.held', 'generation', p_id::text,
      jsonb_build_object('held_output', v_held, 'reason', p_figures ->> 'reason', 'outputs', jsonb_array_length(p_outputs),
        'refunded', v_spend is not null));
    return true;
  end
  $$;

-- The administrator decides a held output, once: 'release' makes the job succeeded with its outputs
-- (and a member's gallery items), with no new charge (the refund stands); 'remove' fails the job with
-- `p_removed_message` and answers the outputs, whose files the server deletes after this commits.
-- A second decision (or one racing this one) raises SF409; an unknown id SF404. Audit
-- 'output.release' or 'output.remove' names the administrator.
create function public.admin_decide_held_output(p_id uuid, p_decision text, p_note text, p_removed_message text)
  returns jsonb
  language plpgsql security definer set search_path = ''
  as $$
  declare
    v_held record;
    v_note text := nullif(trim(p_note), '');
  begin
    perform auth.require_admin();
    if p_decision is null or p_decision not in ('release', 'remove') then
      raise exception 'The decision is release or remove' using errcode = '22023';
    end if;
    select h.* into v_held from public.held_outputs h where h.id = p_id for update;
    if not found then
      raise exception 'Held output not found' using errcode = 'SF404';
    end if;
    if v_held.status <> 'held' then
      raise exception 'This output was already %', v_held.status using errcode = 'SF409', detail = v_held.status;
    end if;
    update public.held_outputs h
    set status = case when p_decision = 'release' then 'released' else 'removed' end,
      decided_by = auth.uid(), decided_at = now(), note = left(v_note, 500)
    where h.id = p_id;
    if p_decision = 'release' then
      update public.generations g set status = 'succeeded', outputs = v_held.outputs, error = null
      where g.id = v_held.generation_id;
      perform public.add_generation_to_gallery(v_held.generation_id, v_held.model, v_held.outputs);
      perform public.append_generation_events(v_held.generation_id, jsonb_build_array(
        jsonb_build_object('kind', 'log', 'data', jsonb_build_object('message', 'Released after review')),
        jsonb_build_object('kind', 'result', 'data', jsonb_build_object('outputs', v_held.outputs)),
        jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', 'succeeded'))
      ));
    else
      update public.generations g set status = 'failed', error = p_removed_message
      where g.id = v_held.generation_id;
      perform public.append_generation_events(v_held.generation_id, jsonb_build_array(
        jsonb_build_object('kind', 'error', 'data', jsonb_build_object('message', p_removed_message)),
        jsonb_build_object('kind', 'status', 'data', jsonb_build_object('status', 'failed'))
      ));
    end if;
    perform public.record_audit(case when p_decision = 'release' then 'output.release' else 'output.remove' end,
      'generation', v_held.generation_id::text,
      jsonb_build_object('held_output', p_id, 'note', left(v_note, 200)));
    return jsonb_build_object('generation_id', v_held.generation_id, 'outputs', v_held.outputs,
      'status', case when p_decision = 'release' then 'released' else 'removed' end);
  end
  $$;
grant execute on function public.admin_decide_held_output(uuid,text,text,text) to admin;

-- An uploaded image whose face is estimated under the upload minimum was used with a sexual prompt:
-- the submit is refused before any token is spent. Written by the server as the database owner (as
-- the moderation log is): the moderation event and the audit entry 'upload.refused', together.
create function public.record_upload_refusal(p_user uuid, p_client_hash text, p_ip_hash text, p_tool text,
  p_upload uuid, p_youngest real, p_prompt text, p_negative text, p_policy_version text)
  returns void
  language plpgsql set search_path = ''
  as $$
  begin
    insert into public.moderation_events (user_id, client_hash, ip_hash, tool, rule, matched, prompt, negative_prompt, policy_version)
    values (p_user, p_client_hash, p_ip_hash, p_tool, 'upload:minor-face', format('youngest face estimated at %s', round(p_youngest::numeric, 1)),
      p_prompt, p_negative, p_policy_version);
    perform public.record_audit('upload.refused', 'upload', p_upload::text,
      jsonb_build_object('tool', p_tool, 'youngest_face_age', round(p_youngest::numeric, 1), 'user', p_user,
        'prompt', left(p_prompt, 500)));
  end
  $$;

grant select on public.held_outputs to admin;
-- The administrator's queue of held outputs with their job's tool and prompt and the member's e-mail.
-- Read with the reader's rights (security_invoker), so only the admin role sees rows.
create view public.held_output_queue with (security_invoker = true) as
  select h.id, h.generation_id, h.outputs, h.figures, h.created_at, h.status, g.tool, g.prompt, u.email
  from public.held_outputs h
  join public.generations g on g.id = h.generation_id
  left join public.user_profiles u on u.id = g.user_id;
grant select on public.held_output_queue to admin;

create policy held_outputs_admin_select on public.held_outputs for select to admin using (true);
