import type { AuditAction } from '../../store/audit'

/** Each action of the audit log as staff read it. */
export const actionLabels: Record<AuditAction, string> = {
  'signed-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-throttled': 'Sign-in refused: too many attempts',
  'signed-out': 'Signed out',
  'signed-out-everywhere': 'Signed out everywhere',
  'account-created': 'Account created',
  'account-disabled': 'Account disabled',
  'account-enabled': 'Account enabled',
  'password-reset': 'Password reset',
  'viewed-lead': 'Viewed a lead',
  'changed-lead': 'Changed a lead',
  'resent-delivery': 'Sent a delivery again',
  'marked-not-spam': 'Marked not spam',
  exported: 'Exported leads',
  'exported-person': "Exported a person's data",
  'erased-person': 'Erased a person',
  'deleted-spam': 'Deleted old spam',
  'deleted-by-retention': 'Deleted what the retention periods say is due',
}

/** An entry's action in words; one written by a newer version than this page, as it is stored. */
export const actionLabel = (action: string) => actionLabels[action as AuditAction] ?? action
