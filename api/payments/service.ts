import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { TokenPackage } from '../contract/catalog';
import type { CreatedOrder, PaymentsConfig, PurchaseResult } from '../contract/payments';
import { paymentMessages } from '../contract/messages';
import type { Database } from '../db/schema';
import { inTransactionAs } from '../db/roles';
import { ApiError } from '../http/errors';
import type { Logger } from '../log/logger';
import type { CapturedPayment, PaymentProvider } from './provider';

/**
 * Token purchases: the server creates the order for the configured package, captures it when the
 * buyer approved, checks what was captured against what was ordered, and credits the member through
 * `credit_payment` (api/payments/payments.sql), once per order whatever arrives first or twice (the
 * browser's capture, a retry, the provider's webhook). Runs as the `payment_service` database role.
 */
export interface PaymentsDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  tokenPackage: TokenPackage;
  logger: Logger;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({ db, provider, tokenPackage, logger }: PaymentsDeps) {
  const asService = <T>(work: Parameters<typeof inTransactionAs<T>>[2]) => inTransactionAs(db, 'payment_service', work);

  async function credit(orderId: string, capture: CapturedPayment) {
    const { rows } = await asService((trx) =>
      sql<{ credited: boolean; balance: number; tokens: number; status: string }>`
        select * from public.credit_payment(${provider.name}, ${orderId}, ${capture.captureId}, ${capture.amount}::numeric, ${capture.currency})`.execute(
        trx,
      ),
    );
    return rows[0]!;
  }

  return {
    clientConfig: (): PaymentsConfig => ({ ...provider.clientConfig(), tokenPackage }),

    async createOrder(userId: string): Promise<CreatedOrder> {
      let order;
      try {
        order = await provider.createOrder({ pkg: tokenPackage, userId, requestId: randomUUID() });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        logger.error('payment provider could not create an order', { provider: provider.name, error });
        throw new ApiError('unavailable', paymentMessages.failed);
      }
      await asService((trx) =>
        trx
          .insertInto('payments')
          .values({
            user_id: userId,
            provider: provider.name,
            order_id: order.orderId,
            amount: tokenPackage.price,
            currency: tokenPackage.currency,
            tokens: tokenPackage.tokens,
          })
          .execute(),
      );
      return order;
    },

    /** The browser came back from the provider's approval: capture and credit, once. */
    async capture(userId: string, orderId: string): Promise<PurchaseResult> {
      const payment = await asService((trx) =>
        trx
          .selectFrom('payments')
          .select(['user_id', 'status', 'tokens', 'capture_id', 'amount', 'currency'])
          .where('provider', '=', provider.name)
          .where('order_id', '=', orderId)
          .executeTakeFirst(),
      );
      // Somebody else's order answers like a missing one.
      if (!payment || payment.user_id !== userId) throw new ApiError('not_found', paymentMessages.unknownOrder);
      if (payment.status === 'rejected') throw new ApiError('payment_failed', paymentMessages.failed);

      if (payment.status === 'completed') {
        // Already credited (an earlier capture or the webhook): credit_payment changes nothing and
        // answers the balance, so the browser shows the same success again.
        const again = await credit(orderId, { captureId: payment.capture_id ?? '', amount: payment.amount, currency: payment.currency });
        return {
          status: 'completed',
          tokensAdded: payment.tokens,
          balance: again.balance,
          message: paymentMessages.successText(payment.tokens),
        };
      }

      let outcome;
      try {
        outcome = await provider.captureOrder(orderId);
      } catch (error) {
        logger.error('payment capture failed', { provider: provider.name, orderId, error });
        throw new ApiError('unavailable', paymentMessages.failed);
      }
      if (outcome.status === 'declined') throw new ApiError('payment_failed', paymentMessages.paypalFailed);
      if (outcome.status === 'not_approved') throw new ApiError('payment_failed', paymentMessages.cancelled);
      if (outcome.status === 'failed') {
        logger.warn('payment capture not completed', { provider: provider.name, orderId, reason: outcome.reason });
        throw new ApiError('payment_failed', paymentMessages.failed);
      }
      if (outcome.customId && outcome.customId !== userId) {
        logger.error('captured payment names another member; not credited', { provider: provider.name, orderId });
        throw new ApiError('payment_failed', paymentMessages.failed);
      }
      const result = await credit(orderId, outcome);
      if (result.status !== 'completed') {
        logger.error('captured amount differs from the order; not credited', {
          provider: provider.name,
          orderId,
          captured: `${outcome.amount} ${outcome.currency}`,
        });
        throw new ApiError('payment_failed', paymentMessages.failed);
      }
      return {
        status: 'completed',
        tokensAdded: result.tokens,
        balance: result.balance,
        message: paymentMessages.successText(result.tokens),
      };
    },

    /**
     * A provider webhook. Verified with the provider, then recorded by event id and acted on in one
     * transaction: a redelivered event does nothing, and a failure leaves it unrecorded so the
     * provider's retry can succeed.
     */
    async handleWebhook(headers: Headers, rawBody: string): Promise<'credited' | 'duplicate' | 'ignored'> {
      const event = await provider.verifyWebhook(headers, rawBody);
      if (!event) throw new ApiError('bad_request', 'Invalid webhook signature');
      return asService(async (trx) => {
        const recorded = await trx
          .insertInto('payment_webhook_events')
          .values({ provider: provider.name, event_id: event.id, event_type: event.providerType })
          .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!recorded) return 'duplicate';
        if (event.type !== 'capture_completed') return 'ignored';
        const known = await trx
          .selectFrom('payments')
          .select('id')
          .where('provider', '=', provider.name)
          .where('order_id', '=', event.orderId)
          .executeTakeFirst();
        if (!known) {
          logger.warn('webhook for an order we did not create', { provider: provider.name, orderId: event.orderId });
          return 'ignored';
        }
        const { rows } = await sql<{ credited: boolean; status: string }>`
          select credited, status from public.credit_payment(${provider.name}, ${event.orderId}, ${event.capture.captureId},
            ${event.capture.amount}::numeric, ${event.capture.currency})`.execute(trx);
        if (rows[0]?.status === 'rejected') {
          logger.error('webhook capture amount differs from the order; not credited', { provider: provider.name, orderId: event.orderId });
        }
        return rows[0]?.credited ? 'credited' : 'ignored';
      });
    },

    async approveForTesting(userId: string, orderId: string): Promise<void> {
      if (!provider.approveForTesting) throw new ApiError('not_found', 'Not found');
      const payment = await asService((trx) =>
        trx
          .selectFrom('payments')
          .select('user_id')
          .where('provider', '=', provider.name)
          .where('order_id', '=', orderId)
          .executeTakeFirst(),
      );
      if (!payment || payment.user_id !== userId) throw new ApiError('not_found', paymentMessages.unknownOrder);
      await provider.approveForTesting(orderId);
    },
  };
}
