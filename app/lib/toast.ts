import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'destructive'

export interface Toast {
  id: number
  title: string
  description?: string
  /** A line under the description that the visitor may want to note, such as a reference. */
  detail?: string
  variant: ToastVariant
  /** Milliseconds before the toast closes by itself. */
  duration: number
}

export const toastDuration = 5000
/** A toast with a detail to note stays longer (it also pauses while hovered or focused). */
export const detailToastDuration = 10_000
/** One message at a time, so two never cover each other: a new one replaces the one on screen. */
export const toastLimit = 1

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: Toast[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Shows a toast. The one API every part of the site uses to tell the visitor something. */
export function toast(input: {
  title: string
  description?: string
  detail?: string
  variant?: ToastVariant
  duration?: number
}) {
  const duration = input.detail ? detailToastDuration : toastDuration
  const item: Toast = { variant: 'default', duration, ...input, id: nextId++ }
  publish([item, ...toasts].slice(0, toastLimit))
  return item.id
}

export function dismissToast(id: number) {
  publish(toasts.filter((item) => item.id !== id))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const noToasts: Toast[] = []

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
}
