import { useMutation } from '@tanstack/react-query';
import { BASIC_INFO_MESSAGES } from '../messages';
import { saveBasicInfo, type BasicInfo, type SavedBasicInfo } from './saveBasicInfo';

/** The step's save; a failure is logged and toasted by the client, and the form keeps what was typed. */
export function useSaveBasicInfo(userId: string, onSaved: (saved: SavedBasicInfo) => void) {
  return useMutation({
    mutationFn: (info: BasicInfo) => saveBasicInfo(userId, info),
    meta: { errorMessage: BASIC_INFO_MESSAGES.failed, errorLabel: '[agent] basic info' },
    onSuccess: onSaved,
  });
}
