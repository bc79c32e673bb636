import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';

/** The form's wording per kind, every sentence from `messages`. */
export interface FormCopy {
  createTitle: string;
  editTitle: string;
  composerButton: string;
  want: string;
  soThat: string;
  wantPlaceholder: string;
  soThatPlaceholder: string;
  titlePlaceholder: string;
  created: string;
  updated: string;
  deleteTitle: string;
  deleteText: string;
  deleted: string;
  deletedText: string;
  noun: string;
}

export const formCopy: Record<ContentKind, FormCopy> = {
  requests: {
    createTitle: messages.makeARequest,
    editTitle: messages.editRequest,
    composerButton: messages.loveItIfButton,
    want: messages.loveItIfLabel,
    soThat: messages.soThat,
    wantPlaceholder: messages.requestWantPlaceholder,
    soThatPlaceholder: messages.requestSoThatPlaceholder,
    titlePlaceholder: messages.requestTitlePlaceholder,
    created: messages.requestCreated,
    updated: messages.requestUpdated,
    deleteTitle: messages.deleteFeatureRequest,
    deleteText: messages.confirmDeleteRequest,
    deleted: messages.requestDeleted,
    deletedText: messages.requestDeletedText,
    noun: 'request',
  },
  vents: {
    createTitle: messages.makeAVent,
    editTitle: messages.editVent,
    composerButton: messages.frustratedThatButton,
    want: messages.imFrustratedThat,
    soThat: messages.because,
    wantPlaceholder: messages.ventWantPlaceholder,
    soThatPlaceholder: messages.ventSoThatPlaceholder,
    titlePlaceholder: messages.ventTitlePlaceholder,
    created: messages.ventCreated,
    updated: messages.ventUpdated,
    deleteTitle: messages.deleteVent,
    deleteText: messages.confirmDeleteVent,
    deleted: messages.ventDeleted,
    deletedText: messages.ventDeletedText,
    noun: 'vent',
  },
};
