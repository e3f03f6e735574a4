import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

/**
 * Confirm and alert dialogs callable from anywhere (spec section 2). The shell
 * renders them inside the app's providers, so they follow the language.
 */
export type DialogRequest = {
  id: number;
  kind: "confirm" | "alert";
  title: ReactNode;
  content?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** A confirm that ends something (log out, delete) shows its button in red. */
  danger?: boolean;
  testId?: string;
  settle: (confirmed: boolean) => void;
};

type DialogOptions = Omit<DialogRequest, "id" | "kind" | "settle">;

let requests: readonly DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function open(kind: DialogRequest["kind"], options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const settle = (confirmed: boolean) => {
      requests = requests.filter((request) => request.id !== id);
      emit();
      resolve(confirmed);
    };
    requests = [...requests, { ...options, id, kind, settle }];
    emit();
  });
}

/** Resolves true when the seller confirms, false when they cancel or close it. */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return open("confirm", options);
}

export async function alertDialog(options: Omit<DialogOptions, "cancelText" | "danger">): Promise<void> {
  await open("alert", options);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => requests;

export function useDialogRequests(): readonly DialogRequest[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
