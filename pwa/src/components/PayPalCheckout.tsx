import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { paymentMessages } from '../../../api/contract/messages';
import { FormAlert } from './FormAlert';
import { PageSpinner } from './Spinner';

export interface PayPalCheckoutProps {
  clientId: string;
  currency: string;
  sandbox: boolean;
  disabled: boolean;
  /** Creates the order on our server and answers its id. */
  createOrder: () => Promise<string>;
  /** The buyer approved in PayPal's window: our server captures and credits. */
  onApprove: (orderId: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
}

function Buttons({ disabled, createOrder, onApprove, onCancel, onError }: Omit<PayPalCheckoutProps, 'clientId' | 'currency' | 'sandbox'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <FormAlert alert={{ kind: 'error', message: paymentMessages.paypalFailed }} />;
  return (
    <>
      {isPending && <PageSpinner label="Loading PayPal" inline />}
      <PayPalButtons
        className="paypal-buttons"
        style={{ layout: 'vertical', color: 'gold', shape: 'pill', label: 'pay', height: 48, tagline: false }}
        disabled={disabled}
        createOrder={() => createOrder()}
        onApprove={(data) => onApprove(data.orderID)}
        onCancel={() => onCancel()}
        onError={() => onError()}
      />
    </>
  );
}

/**
 * PayPal's own button against the configured client id (one-time payment, wallet funding
 * only, card funding disabled). Loaded on demand: the PayPal library stays out of the main bundle
 * and is never fetched when the local stand-in is used.
 */
export default function PayPalCheckout({ clientId, currency, sandbox, ...buttons }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider
      options={{ clientId, currency, intent: 'capture', disableFunding: 'card', environment: sandbox ? 'sandbox' : 'production' }}
    >
      <Buttons {...buttons} />
    </PayPalScriptProvider>
  );
}
