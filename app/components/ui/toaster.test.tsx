// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast, toastDuration } from '~/lib/toast'
import { renderWithApp } from '~/testing/render-with-app'
import { Toaster } from './toaster'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('close by themselves after 5000 ms', () => {
    expect(toastDuration).toBe(5000)
    renderWithApp(<Toaster />)
    act(() => void toast({ title: 'Message Sent!', description: 'Thank you.' }))
    expect(screen.getByText('Message Sent!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(4900))
    expect(screen.getByText('Message Sent!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument()
  })

  it('show one at a time: a new one replaces the old', () => {
    renderWithApp(<Toaster />)
    act(() => void toast({ title: 'First' }))
    act(() => void toast({ title: 'Second', variant: 'destructive' }))
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
  })

  it('are announced to screen readers, urgently when destructive', () => {
    renderWithApp(<Toaster />)
    act(() => void toast({ title: 'Oops! Something went wrong.', variant: 'destructive' }))
    act(() => vi.advanceTimersByTime(50))
    // Radix mirrors the toast's text into a live region for assistive technology.
    const live = document.querySelector('[aria-live="assertive"]')
    expect(live?.textContent).toContain('Oops! Something went wrong.')
  })

  it('can be dismissed with their close button', () => {
    renderWithApp(<Toaster />)
    act(() => void toast({ title: 'Social Media', description: 'feature not implemented yet' }))
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click())
    expect(screen.queryByText('Social Media')).not.toBeInTheDocument()
  })
})
