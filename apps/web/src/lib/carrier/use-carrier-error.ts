import type { ApiError, operations } from '@carrier/contracts';
import { carrierReplyNotice } from '@carrier/domain';
import { useCallback } from 'react';
import { useNoticeText } from '../../i18n/use-notice-text';

/** An operation of the carrier, as the OpenAPI document names it. */
export type OperationId = keyof operations;

/**
 * The words of a failed carrier call in the visitor's language, from the one map of (operation, code) to message
 * (`CARRIER_ERROR_MESSAGES` of @carrier/domain): field errors by their rule's words, else the code's. The carrier's
 * own `message` is never shown.
 */
export function useCarrierErrorText(): (operationId: OperationId, error: ApiError) => string {
  const noticeText = useNoticeText();
  return useCallback(
    (operationId: OperationId, error: ApiError) =>
      noticeText(carrierReplyNotice(operationId, { error: error.code, errors: error.fieldErrors })),
    [noticeText],
  );
}
