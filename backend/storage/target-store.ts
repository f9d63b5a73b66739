/** A messaging target: a device that receives push notifications for a user. */
export interface TargetRecord {
  id: string;
  userId: string;
  /** The session that registered the device; the target goes when that session ends. */
  sessionId: string | null;
  /** Always "push" here: email and SMS targets belong to Appwrite's Messaging, not served. */
  providerType: "push";
  /** The messaging provider chosen by the client, or null for the project's default. */
  providerId: string | null;
  /** The device's push token. */
  identifier: string;
  name: string;
  expired: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Push targets. A user's targets are also read with the user (UserRecord.targets). */
export interface TargetStore {
  /** Inserts a target; a taken id throws user_target_already_exists. */
  createTarget(target: TargetRecord): Promise<void>;
  getTarget(targetId: string): Promise<TargetRecord | null>;
  /** Sets a target's identifier (un-expiring it) and stamps updatedAt; null when it is gone. */
  updateTargetIdentifier(
    targetId: string,
    identifier: string,
    updatedAt: Date,
  ): Promise<TargetRecord | null>;
  /** Deletes a target; false when there was none with that id. */
  deleteTarget(targetId: string): Promise<boolean>;
}
