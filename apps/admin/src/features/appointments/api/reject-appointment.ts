import { API } from '@lawbridge/contract';
import type { AppointmentRejectBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refreshAfterDispatch } from './dispatch-effects';

export function rejectAppointment(body: AppointmentRejectBody): Promise<null> {
  return request<null>(API.admin.appointmentReject, { method: 'POST', body });
}

/** 拒绝: the appointment ends with a full refund and the customer reads the reason. */
export function useRejectAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAppointment,
    onSettled: () => refreshAfterDispatch(queryClient),
  });
}
