import { apiRoute, endpoint } from '@/lib/api/http/route';
import { pathId } from '@/lib/api/http/params';
import { PaymentSettingsIn, PaymentSettingsV3Response } from '@/lib/schemas/payments';
import {
  readPaymentSettings,
  updatePaymentSettings,
  type PaymentSettings,
} from '@/lib/services/ledger';

// Our operations, network staff only (docs/payments.md#funding-modes-a-network-setting,
// docs/payments.md#bank-files-built):
// GET /v3/network/{networkId}/payment-settings: the funding mode, the network's own account and
// the payment runs' defaults (threshold, approval limit, details-hold days).
// PATCH /v3/network/{networkId}/payment-settings: change them (audited).

const present = (networkId: number, s: PaymentSettings) => ({
  data: {
    network_id: String(networkId),
    funding_mode: s.fundingMode,
    payer_account_name: s.payerAccountName,
    payer_iban: s.payerIban,
    payer_bic: s.payerBic,
    payment_threshold: s.paymentThreshold,
    payment_approval_limit: s.paymentApprovalLimit,
    payment_details_hold_days: s.paymentDetailsHoldDays,
  },
});

export const { GET, POST, PUT, PATCH, DELETE } = apiRoute({
  version: 'v3',
  GET: endpoint({
    summary:
      "The network's funding mode (scheduled or pay_when_paid), its own account (the payer of its SEPA files) and its payment runs' threshold, approval limit and details-hold days (our operation; staff only)",
    reference: 'ours',
    responses: { 200: PaymentSettingsV3Response },
    handler: async ({ db, principal, params }) => {
      const networkId = pathId(params.networkId, 'Network');
      return { body: present(networkId, await readPaymentSettings(db, principal, networkId)) };
    },
  }),
  PATCH: endpoint({
    summary:
      "Change the network's funding mode (it applies to conversions that become payable afterwards), its own account (IBAN and BIC checked) or its payment runs' threshold, approval limit and details-hold days (our operation; staff only)",
    reference: 'ours',
    body: PaymentSettingsIn,
    responses: { 200: PaymentSettingsV3Response },
    handler: async ({ db, principal, params, body }) => {
      const networkId = pathId(params.networkId, 'Network');
      const settings = await updatePaymentSettings(db, principal, networkId, {
        fundingMode: body.funding_mode,
        payerAccountName: body.payer_account_name,
        payerIban: body.payer_iban,
        payerBic: body.payer_bic,
        paymentThreshold: body.payment_threshold,
        paymentApprovalLimit: body.payment_approval_limit,
        paymentDetailsHoldDays: body.payment_details_hold_days,
      });
      return { body: present(networkId, settings) };
    },
  }),
});
