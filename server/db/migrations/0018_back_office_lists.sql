CREATE INDEX "approval_requests_kind_idx" ON "approval_requests" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "approval_requests_member_idx" ON "approval_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_recorded_idx" ON "deposits" USING btree ("recorded_at","id");--> statement-breakpoint
CREATE INDEX "deposits_amount_idx" ON "deposits" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "deposits_unsynced_idx" ON "deposits" USING btree ("recorded_at","id") WHERE "deposits"."credited_transfer_id" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_frozen_idx" ON "users" USING btree ("withdrawals_frozen_at") WHERE "users"."withdrawals_frozen_at" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_lower_idx" ON "audit_log" USING btree (lower("subject_username"),"id");--> statement-breakpoint
CREATE INDEX "audit_log_sign_in_idx" ON "audit_log" USING btree (("details" ->> 'username'),"id") WHERE "audit_log"."action" = 'operator.sign-in';--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_amount_idx" ON "withdrawals" USING btree ("status","amount_from","id");