import { API, type AppointmentCreateBody, type AppointmentDetail } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appointmentKeys } from './appointment-keys';

/** 提交预约: creates the unpaid appointment (PRODUCT §7); the answer is the appointment as its customer sees it. */
export function createAppointment(body: AppointmentCreateBody): Promise<AppointmentDetail> {
  return request<AppointmentDetail>(API.appointments, { method: 'POST', body, loading: '提交中…' });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.order_no), appointment);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all, refetchType: 'none' });
    },
  });
}
