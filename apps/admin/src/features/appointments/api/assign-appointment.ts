import { API } from '@lawbridge/contract';
import type { AppointmentAssignBody } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { refreshAfterDispatch } from './dispatch-effects';

export function assignAppointment(body: AppointmentAssignBody): Promise<null> {
  return request<null>(API.admin.appointmentAssign, { method: 'POST', body });
}

/** 分配 / 确认用户选择: the appointment goes to the lawyer, who has 24 hours to accept. */
export function useAssignAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAppointment,
    onSettled: () => refreshAfterDispatch(queryClient),
  });
}
