import { useFetcher } from '@remix-run/react';

/** What the files card's resource routes answer its fetchers: a message key and field errors (keys). */
export type FileActionAnswer = { ok: boolean; message: string; fieldErrors: Record<string, string[]> };

/** The job's resource URLs (routes/dashboard+/_agent+/application.$id_.*). */
export const filesUrl = (applicationId: number) => `/dashboard/application/${applicationId}/files`;
export const fileUrl = (applicationId: number, fileId: number) => `${filesUrl(applicationId)}/${fileId}`;
export const sdUrl = (applicationId: number) => `/dashboard/application/${applicationId}/sd`;
export const logoUrl = (applicationId: number) => `/dashboard/application/${applicationId}/logo`;

/** A fetcher for one of the card's actions, with its answer (null before the first one) and whether it is busy. */
export function useFileAction(key: string) {
  const fetcher = useFetcher<FileActionAnswer>({ key });
  return { fetcher, answer: fetcher.state === 'idle' ? (fetcher.data ?? null) : null, busy: fetcher.state !== 'idle' };
}
