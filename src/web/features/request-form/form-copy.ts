import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';

/**
 * The form's wording per kind. Spec sentences come from `messages`; the vent twins the spec only
 * implies ('Vent created successfully' exists, 'Make a Vent' is its counterpart) are written here.
 */
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
    wantPlaceholder: 'e.g. the app had a dark mode',
    soThatPlaceholder: 'e.g. I can read at night without straining my eyes',
    titlePlaceholder: 'e.g. Dark mode',
    created: messages.requestCreated,
    updated: messages.requestUpdated,
    deleteTitle: messages.deleteFeatureRequest,
    deleteText: messages.confirmDeleteRequest,
    deleted: messages.requestDeleted,
    deletedText: messages.requestDeletedText,
    noun: 'request',
  },
  vents: {
    createTitle: 'Make a Vent',
    editTitle: 'Edit Vent',
    composerButton: "I'm frustrated that ...",
    want: messages.imFrustratedThat,
    soThat: messages.because,
    wantPlaceholder: 'e.g. the app logs me out every day',
    soThatPlaceholder: 'e.g. I lose what I was writing',
    titlePlaceholder: 'e.g. Constant logouts',
    created: messages.ventCreated,
    updated: messages.ventUpdated,
    deleteTitle: 'Delete Vent',
    deleteText: 'Are you sure you want to delete this vent? This action cannot be undone.',
    deleted: messages.ventDeleted,
    deletedText: messages.ventDeletedText,
    noun: 'vent',
  },
};
