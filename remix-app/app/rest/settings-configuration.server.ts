import { getConfiguration, getPaymentConfiguration, getPayoutConfiguration, updateConfiguration, updatePaymentConfiguration, updatePayoutConfiguration } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, readJsonObject } from './protocol.server';
import { savedResponse } from './settings-protocol.server';

/**
 * GET/PUT /api/admin/configuration (ADM-66/67/70, G-27) and GET/PUT /api/admin/payment-configuration
 * (ADM-68): one document each. Super admins and admins read; only super admins save (⚑AMB-04,
 * 403 otherwise). Secrets never leave the server.
 */
export const readConfiguration = (request: Request) =>
  handleApi(request, 'configuration', 'read', async ({ actor }) => jsonResponse(await getConfiguration({ actor })));

export const saveConfiguration = (request: Request) =>
  handleApi(request, 'configuration', 'update', async (context) => {
    const body = await readJsonObject(request, 'settings:update_fail');
    return savedResponse(context, await updateConfiguration({ actor: context.actor, general: body.general as Record<string, unknown> | undefined, bank_transfer: body.bank_transfer }));
  });

export const readPaymentConfiguration = (request: Request) =>
  handleApi(request, 'payment-configuration', 'read', async ({ actor }) => jsonResponse(await getPaymentConfiguration({ actor })));

export const savePaymentConfiguration = (request: Request) =>
  handleApi(request, 'payment-configuration', 'update', async (context) => {
    const body = await readJsonObject(request, 'settings:update_fail');
    return savedResponse(context, await updatePaymentConfiguration({ actor: context.actor, payment_type: body.payment_type, input: body.input }));
  });

/** GET/PUT /api/admin/payout-configuration (ADR 055): the PayPal payout credentials and fee; SA/AD read, SA saves; the secret only as set. */
export const readPayoutConfiguration = (request: Request) =>
  handleApi(request, 'payment-configuration', 'read', async ({ actor }) => jsonResponse(await getPayoutConfiguration({ actor })));

export const savePayoutConfiguration = (request: Request) =>
  handleApi(request, 'payment-configuration', 'update', async (context) => {
    const body = await readJsonObject(request, 'settings:update_fail');
    return savedResponse(context, await updatePayoutConfiguration({ actor: context.actor, values: body }));
  });
