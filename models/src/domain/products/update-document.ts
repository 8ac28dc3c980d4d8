import { AppError } from '../../errors/index';
import { ProductDocument } from '../../models/product-document';
import { documentUpdateSchema, type ProductDocumentJson } from '../../schemas/products';

import { type Actor, fieldErrorsOf, inTransaction, type OperationOptions, validationError, writeAudit, assertAllowed } from '../kernel/index';

export interface UpdateDocumentInput {
  actor: Actor;
  id: number;
  title?: unknown;
  body?: unknown;
}

/**
 * CAT-22: edits a product document (the SD template of a renewal service, G-53): title required
 * (at most 191), body required. 'Document has been updated' / 'Failed to update document'; an unknown
 * document: 'An error has occurred! Try again later.'
 */
export async function updateDocument(input: UpdateDocumentInput, options: OperationOptions = {}): Promise<{ message: string; document: ProductDocumentJson }> {
  assertAllowed(input.actor, 'documents', 'update', 'products:not_allowed');
  const parsed = documentUpdateSchema.safeParse({ title: input.title, body: input.body });
  if (!parsed.success) throw validationError('products:document_update_fail', fieldErrorsOf(parsed.error));
  const document = await inTransaction(options, async (transaction) => {
    const document = Number.isInteger(input.id) && input.id > 0 ? await ProductDocument.findOne({ where: { id: input.id }, transaction, lock: transaction.LOCK.UPDATE }) : null;
    if (!document) throw new AppError('NOT_FOUND', 'products:document_not_found');
    const before = { title: document.title, body: document.body };
    if (before.title === parsed.data.title && before.body === parsed.data.body) return document;
    await document.update(parsed.data, { transaction });
    await writeAudit(input.actor, { action: 'product.document_update', targetType: 'document', targetId: document.id, before, after: parsed.data }, transaction);
    return document;
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'products:document_update_fail', { cause: error });
  });
  return { message: 'products:document_updated', document: { id: document.id, title: document.title, body: document.body } };
}
